import type { ListingsQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';
import { LISTINGS_ORDER_BY } from './listings-order-by';
import { listingsWhere } from './listings-where';

export interface ListingsPage {
  /** The page's listings as a JSON array, written by the database (see below). */
  listingsJson: string;
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** Lowest and highest list price of every match regardless of the price filter (null when none). */
  priceRange: { min: number | null; max: number | null };
}

/**
 * One page of matching listings with the exact total and the price range of the whole match, in one
 * statement: PGlite runs statements one at a time on the Node thread, so every extra round trip is
 * waited for by every request queued behind it. The page comes back as one JSON text built by the
 * database: reading 50 rows of 40 columns into JavaScript objects only to serialise them again cost
 * PGlite ~1.5 ms a page, a fifth of the call. The columns are cast (float8, to_char) so that the
 * database's JSON holds the same values JSON.stringify would have written.
 */
export async function searchListings(
  db: Queryable,
  query: ListingsQuery,
  today: string,
): Promise<ListingsPage> {
  const where = listingsWhere(query, today);
  const { builder } = where;
  const page = query.filters.page ?? 1;
  const perPage = query.filters.perPage ?? 50;

  const todayParam = builder.param(today);
  const limit = builder.param(perPage);
  const offset = builder.param((page - 1) * perPage);
  const order = LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest'];
  // The summary and the page stay two independent scans (a shared materialised match was slower: the
  // page of a price sort walks the price index instead). The page's keys are chosen from the covering
  // index alone, then just those rows are read whole: sorting the wide rows of every match to keep 50
  // would read the whole match from the table.
  const result = await db.query<{ total: number; min: number | null; max: number | null; listings: string }>(
    `SELECT s.total, s.min, s.max,
            (SELECT '[' || COALESCE(string_agg(row_to_json(c)::text, ',' ORDER BY ${order}), '') || ']'
               FROM (SELECT l.listing_key_numeric FROM listings l
                      WHERE ${where.base} AND ${where.price}
                      ORDER BY ${order}
                      LIMIT ${limit} OFFSET ${offset}) AS keys
               JOIN listings l USING (listing_key_numeric)
               CROSS JOIN LATERAL (SELECT ${withToday(LISTING_SUMMARY_COLUMNS, todayParam)}) c) AS listings
       FROM (SELECT count(*) FILTER (WHERE ${where.price})::int AS total,
                    min(l.list_price)::float8 AS min, max(l.list_price)::float8 AS max
               FROM listings l WHERE ${where.base}) s`,
    builder.params,
  );
  const { total = 0, min = null, max = null, listings = '[]' } = result.rows[0] ?? {};

  return {
    listingsJson: listings,
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    priceRange: { min, max },
  };
}

import type { ListingsQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';
import { LISTINGS_ORDER_BY } from './listings-order-by';
import { listingsWhere } from './listings-where';

export interface ListingsPage {
  listings: Record<string, unknown>[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** Lowest and highest list price of every match regardless of the price filter (null when none). */
  priceRange: { min: number | null; max: number | null };
}

/** One page of matching listings with the exact total and the price range of the whole match. */
export async function searchListings(
  db: Queryable,
  query: ListingsQuery,
  today: string,
): Promise<ListingsPage> {
  const where = listingsWhere(query, today);
  const { builder } = where;
  const page = query.filters.page ?? 1;
  const perPage = query.filters.perPage ?? 50;

  const summary = await db.query<{ total: number; min: number | null; max: number | null }>(
    `SELECT count(*) FILTER (WHERE ${where.price})::int AS total,
            min(l.list_price)::float8 AS min, max(l.list_price)::float8 AS max
       FROM listings l WHERE ${where.base}`,
    builder.params,
  );
  const { total = 0, min = null, max = null } = summary.rows[0] ?? {};

  const todayParam = builder.param(today);
  const limit = builder.param(perPage);
  const offset = builder.param((page - 1) * perPage);
  const order = LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest'];
  // Choose the page's keys from the covering index alone, then read just those rows whole: sorting the
  // wide rows of every match to keep 50 would read the whole match from the table.
  const rows = await db.query(
    `SELECT ${withToday(LISTING_SUMMARY_COLUMNS, todayParam)}
       FROM (SELECT l.listing_key_numeric FROM listings l
              WHERE ${where.base} AND ${where.price}
              ORDER BY ${order}
              LIMIT ${limit} OFFSET ${offset}) AS page
       JOIN listings l USING (listing_key_numeric)
      ORDER BY ${order}`,
    builder.params,
  );

  return {
    listings: rows.rows,
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    priceRange: { min, max },
  };
}

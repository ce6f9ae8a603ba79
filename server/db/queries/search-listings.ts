import type { ListingsQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import type { ResultCache } from '../result-cache';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';
import { LISTINGS_ORDER_BY } from './listings-order-by';
import { type ListingsWhere, type ListingsWhereOptions, listingsWhere } from './listings-where';

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

/** The count and price range of a match: the same for every page and sort of it. */
export interface ListingsSummary {
  total: number;
  min: number | null;
  max: number | null;
}

export interface SearchListingsCache {
  /** Summaries by `summaryKey`, kept across pages and sorts of one match. */
  summaries: ResultCache<ListingsSummary>;
  /** The data generation the caller read before asking (`Db.generation`). */
  generation: number;
}

/**
 * Names the answer of `query` on `today` in its normalised form, the SQL conditions and their values,
 * so every spelling of one search (defaults omitted or written out, keys in any order) shares a key.
 */
export function listingsAnswerKey(query: ListingsQuery, today: string): string {
  const where = listingsWhere(query, today);
  const { page, perPage } = pageOf(query);
  return `${summaryKey(where)}\n${query.filters.sortBy ?? 'newest'} ${page} ${perPage} ${today}`;
}

/**
 * One page of matching listings with the exact total and the price range of the whole match, in one
 * statement: PGlite runs statements one at a time on the Node thread, so every extra round trip is
 * waited for by every request queued behind it. The page comes back as one JSON text built by the
 * database: reading 50 rows of 40 columns into JavaScript objects only to serialise them again cost
 * PGlite ~1.5 ms a page, a fifth of the call. The columns are cast (float8, to_char) so that the
 * database's JSON holds the same values JSON.stringify would have written. With `cache`, a match counted
 * before (another page or sort of it, at the same data generation) is not counted again. With
 * `favoritesOf`, only that client's favorites match (`filterBy: 'favorite'`); such an answer is the
 * client's alone, so the route never caches it.
 */
export async function searchListings(
  db: Queryable,
  query: ListingsQuery,
  today: string,
  { cache, ...options }: { cache?: SearchListingsCache | undefined } & ListingsWhereOptions = {},
): Promise<ListingsPage> {
  const where = listingsWhere(query, today, options);
  const { builder } = where;
  const { page, perPage } = pageOf(query);
  const key = summaryKey(where);
  const known = cache?.summaries.get(key, cache.generation);

  const todayParam = builder.param(today);
  const limit = builder.param(perPage);
  const offset = builder.param((page - 1) * perPage);
  const order = LISTINGS_ORDER_BY[query.filters.sortBy ?? 'newest'];
  // The summary and the page stay two independent scans (a shared materialised match was slower: the
  // page of a price sort walks the price index instead). The page's keys are chosen from the covering
  // indexes alone, then just those rows are read whole: sorting the wide rows of every match to keep 50
  // would read the whole match from the table.
  const pageSql = `SELECT '[' || COALESCE(string_agg(row_to_json(c)::text, ',' ORDER BY ${order}), '') || ']'
               FROM (SELECT l.listing_key_numeric FROM listings l
                      WHERE ${where.base} AND ${where.price}
                      ORDER BY ${order}
                      LIMIT ${limit} OFFSET ${offset}) AS keys
               JOIN listings l USING (listing_key_numeric)
               CROSS JOIN LATERAL (SELECT ${withToday(LISTING_SUMMARY_COLUMNS, todayParam)}) c`;
  // Another page or sort of a match counted before needs only its page.
  const sql = known
    ? `SELECT (${pageSql}) AS listings`
    : `SELECT s.total, s.min, s.max, (${pageSql}) AS listings
         FROM (SELECT count(*) FILTER (WHERE ${where.price})::int AS total,
                      min(l.list_price)::float8 AS min, max(l.list_price)::float8 AS max
                 FROM listings l WHERE ${where.base}) s`;
  const result = await db.query<Partial<ListingsSummary> & { listings: string | null }>(sql, builder.params);
  const row = result.rows[0];
  const summary = known ?? { total: row?.total ?? 0, min: row?.min ?? null, max: row?.max ?? null };
  if (cache && !known) cache.summaries.set(key, cache.generation, summary, key.length + 64);

  return {
    listingsJson: row?.listings ?? '[]',
    total: summary.total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(summary.total / perPage)),
    priceRange: { min: summary.min, max: summary.max },
  };
}

function pageOf(query: ListingsQuery): { page: number; perPage: number } {
  return { page: query.filters.page ?? 1, perPage: query.filters.perPage ?? 50 };
}

/** The conditions and their values: what the count and price range depend on, and nothing else. */
function summaryKey(where: ListingsWhere): string {
  return `${where.base}\n${where.price}\n${JSON.stringify(where.builder.params)}`;
}

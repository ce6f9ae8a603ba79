import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

/** How many listings the home page's featured carousel shows. */
export const FEATURED_LISTINGS_COUNT = 12;

/**
 * The company home page's featured listings: the brokerage's own (rtlist = 1) active listings, newest
 * first. The partial index of migration 006 keeps this a short index walk.
 */
export async function featuredListings(
  db: Queryable,
  today: string,
  count: number = FEATURED_LISTINGS_COUNT,
): Promise<Record<string, unknown>[]> {
  const result = await db.query(
    `SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$1')}
       FROM listings l
      WHERE l.rtlist = 1 AND l.mls_status = 'Active'
      ORDER BY l.list_date DESC, l.listing_key_numeric DESC
      LIMIT $2`,
    [today, count],
  );
  return result.rows;
}

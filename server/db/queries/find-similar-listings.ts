import type { Queryable } from '../db';
import { LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

/** How many similar listings the detail modal shows. */
export const SIMILAR_COUNT = 6;

/**
 * Half-widths (degrees of latitude) of the boxes searched in turn, stopping at the first that yields
 * enough: a city listing finds its neighbours in the first, a ranch in the last.
 */
const RADII = [0.08, 0.4, 2.5] as const;

/**
 * Listings a buyer looking at `key` would also consider: same property type, for sale or coming soon,
 * never the listing itself, ranked by a score adding up
 *   distance / 2 km  +  |ln(price ratio)| / ln 1.25  +  bedroom difference
 * so 2 km away, 25 % dearer and one bedroom more weigh the same. Unknown prices or bedrooms cost 2
 * points (0 when neither has bedrooms, as with land). Candidates come from a box around the listing,
 * widened until there are enough, so the btree (type, status, lat, lng) index does the searching.
 */
export async function findSimilarListings(
  db: Queryable,
  key: number,
  today: string,
): Promise<Record<string, unknown>[]> {
  let found: Record<string, unknown>[] = [];
  for (const radius of RADII) {
    const result = await db.query(
      `WITH s AS (
         SELECT listing_key_numeric, property_type, latitude, longitude, list_price, bedrooms_total,
                cos(radians(latitude)) AS shrink
           FROM listings WHERE listing_key_numeric = $1)
       SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}
         FROM listings l, s
        WHERE l.property_type = s.property_type
          AND l.mls_status IN ('Active', 'ComingSoon')
          AND l.listing_key_numeric <> s.listing_key_numeric
          AND l.latitude BETWEEN s.latitude - $3::float8 AND s.latitude + $3::float8
          AND l.longitude BETWEEN s.longitude - $3::float8 / s.shrink AND s.longitude + $3::float8 / s.shrink
        ORDER BY
          111.2 * sqrt((l.latitude - s.latitude) ^ 2 + ((l.longitude - s.longitude) * s.shrink) ^ 2) / 2
          + CASE WHEN l.list_price > 0 AND s.list_price > 0
                 THEN abs(ln(l.list_price::float8 / s.list_price::float8)) / ln(1.25) ELSE 2 END
          + CASE WHEN l.bedrooms_total IS NULL AND s.bedrooms_total IS NULL THEN 0
                 WHEN l.bedrooms_total IS NULL OR s.bedrooms_total IS NULL THEN 2
                 ELSE abs(l.bedrooms_total - s.bedrooms_total) END,
          l.listing_key_numeric
        LIMIT ${SIMILAR_COUNT}`,
      [key, today, radius],
    );
    found = result.rows;
    if (found.length >= SIMILAR_COUNT) break;
  }
  return found;
}

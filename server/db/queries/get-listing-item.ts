import type { Queryable } from '../db';
import { LISTING_DETAIL_COLUMNS, LISTING_SUMMARY_COLUMNS, withToday } from './listing-columns';

export interface ListingItem {
  data: Record<string, unknown>;
  similarListings: Record<string, unknown>[];
}

/** How many similar listings the detail modal shows. */
const SIMILAR_COUNT = 6;

/** One listing with its history and similar listings, or null when the key is unknown. */
export async function getListingItem(db: Queryable, key: number, today: string): Promise<ListingItem | null> {
  const found = await db.query(
    `SELECT ${withToday(LISTING_DETAIL_COLUMNS, '$2')} FROM listings l WHERE l.listing_key_numeric = $1`,
    [key, today],
  );
  const listing = found.rows[0];
  if (!listing) return null;

  const history = await db.query(
    `SELECT to_char(event_date, 'YYYY-MM-DD') AS date, event, price::float8 AS price, status
       FROM listing_history WHERE listing_key_numeric = $1 ORDER BY event_date DESC, event`,
    [key],
  );
  // Same type and city, active, closest in price: what a buyer looking at this one would also consider.
  const similar = await db.query(
    `SELECT ${withToday(LISTING_SUMMARY_COLUMNS, '$2')}
       FROM listings l, listings s
      WHERE s.listing_key_numeric = $1
        AND l.listing_key_numeric <> s.listing_key_numeric
        AND l.property_type = s.property_type
        AND l.city_subdomain = s.city_subdomain
        AND l.mls_status = 'Active'
      ORDER BY abs(COALESCE(l.list_price, 0) - COALESCE(s.list_price, 0)), l.listing_key_numeric
      LIMIT ${SIMILAR_COUNT}`,
    [key, today],
  );
  return { data: { ...listing, history: history.rows }, similarListings: similar.rows };
}

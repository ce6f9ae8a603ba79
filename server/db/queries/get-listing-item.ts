import type { Queryable } from '../db';
import { findSimilarListings } from './find-similar-listings';
import { LISTING_DETAIL_COLUMNS, withToday } from './listing-columns';

export interface ListingItem {
  data: Record<string, unknown>;
  similarListings: Record<string, unknown>[];
}

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
  const similar = await findSimilarListings(db, key, today);
  return { data: { ...listing, history: history.rows }, similarListings: similar };
}

import type { Queryable } from '../db';

/** Whether the listing `key` is (still) in the database. */
export async function listingExists(db: Queryable, key: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM listings WHERE listing_key_numeric = $1', [key]);
  return rows.length > 0;
}

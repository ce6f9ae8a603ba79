import type { Queryable } from '../db';

/** Whether the listing's photo number `order` is the one at `url` (a demo drawing's own path). */
export async function hasListingPhoto(
  db: Queryable,
  key: number,
  order: number,
  url: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM listing_media WHERE listing_key_numeric = $1 AND img_order = $2 AND media_url = $3',
    [key, order, url],
  );
  return rows.length > 0;
}

import type { Queryable } from '../db';

export interface MediaRow {
  MediaURL: string;
  LongDescription: string | null;
  img_order: number;
}

/** Every photo of a listing in display order; an empty list when the listing has none or is unknown. */
export async function getListingMedia(db: Queryable, key: number): Promise<MediaRow[]> {
  const result = await db.query<MediaRow>(
    `SELECT media_url AS "MediaURL", long_description AS "LongDescription", img_order
       FROM listing_media WHERE listing_key_numeric = $1 ORDER BY img_order`,
    [key],
  );
  return result.rows;
}

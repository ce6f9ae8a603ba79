import * as v from 'valibot';
import { storedPhotoPath } from '../../../src/lib/photos/stored-photo-url';
import { IS_MLS_PHOTO, STORED_PHOTO_ID_OF_MEDIA } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';

export interface MediaRow {
  MediaURL: string;
  LongDescription: string | null;
  img_order: number;
  /** Set for an MLS photo stored on our host (MediaURL is then its largest JPEG there). */
  photo_id: string | null;
}

const rowsSchema = v.array(
  v.object({
    media_url: v.string(),
    long_description: v.nullable(v.string()),
    img_order: v.number(),
    photo_id: v.nullable(v.string()),
  }),
);

/**
 * Every photo of a listing that can be shown, in display order: the MLS's photos as their copies on our
 * host (one not stored yet is left out, never hotlinked: the widget shows its placeholder), the demo's
 * drawings as they are. An empty list when the listing has none or is unknown.
 */
export async function getListingMedia(db: Queryable, key: number): Promise<MediaRow[]> {
  const result = await db.query(
    `SELECT m.media_url, m.long_description, m.img_order, s.photo_id
       FROM listing_media m
       CROSS JOIN LATERAL (SELECT CASE WHEN ${IS_MLS_PHOTO} THEN ${STORED_PHOTO_ID_OF_MEDIA} END AS photo_id) s
      WHERE m.listing_key_numeric = $1 AND (s.photo_id IS NOT NULL OR NOT ${IS_MLS_PHOTO})
      ORDER BY m.img_order`,
    [key],
  );
  return v.parse(rowsSchema, result.rows).map((row) => ({
    MediaURL: row.photo_id === null ? row.media_url : storedPhotoPath(row.photo_id, 1920, 'jpg'),
    LongDescription: row.long_description,
    img_order: row.img_order,
    photo_id: row.photo_id,
  }));
}

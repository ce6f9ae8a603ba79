import type { Db } from '../db/db';
import { logListingChanges } from './log-listing-changes';
import { IS_MLS_PHOTO } from './stored-photo-sql';

/**
 * Brings the photo rows in line with the listings' media: a new photo gets a row due at once, a changed
 * one (another MediaURL, or a MediaModificationTimestamp later than what was fetched) loses its files
 * and is due again, a photo that only moved keeps its stored copy, and a photo the listing no longer has loses its row (its files go with the next
 * sweep of unused files). Returns how many photos were added, changed or removed.
 */
export async function syncPhotoRows(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx.query<{ key: string }>(
      `INSERT INTO listing_photos AS p
              (listing_key_numeric, img_order, source_url, source_modified_at, photo_id, stored_at)
       SELECT m.listing_key_numeric, m.img_order, m.media_url, m.media_modified_at, kept.photo_id, kept.stored_at
         FROM listing_media m
         LEFT JOIN listing_photos o
           ON o.listing_key_numeric = m.listing_key_numeric AND o.img_order = m.img_order
         -- The same photo stored at another place of the listing (photos renumbered when one is added,
         -- removed or moved): its files stay good unless the feed says the photo changed since.
         LEFT JOIN LATERAL (
           SELECT q.photo_id, q.stored_at FROM listing_photos q
            WHERE q.listing_key_numeric = m.listing_key_numeric AND q.source_url = m.media_url
              AND q.photo_id IS NOT NULL
              AND (m.media_modified_at IS NULL OR q.stored_at >= m.media_modified_at)
            LIMIT 1) kept ON true
        WHERE ${IS_MLS_PHOTO}
          AND (o.listing_key_numeric IS NULL OR o.source_url <> m.media_url
               OR m.media_modified_at > COALESCE(o.source_modified_at, o.stored_at, 'infinity'::timestamptz))
       ON CONFLICT (listing_key_numeric, img_order) DO UPDATE
          SET source_url = EXCLUDED.source_url, source_modified_at = EXCLUDED.source_modified_at,
              photo_id = EXCLUDED.photo_id, stored_at = EXCLUDED.stored_at, attempts = 0,
              next_attempt_at = now(), last_error = NULL
       RETURNING p.listing_key_numeric::text AS key`,
    );
    const removed = await tx.query<{ key: string }>(
      `DELETE FROM listing_photos p
        WHERE NOT EXISTS (SELECT 1 FROM listing_media m
                           WHERE m.listing_key_numeric = p.listing_key_numeric AND m.img_order = p.img_order
                             AND ${IS_MLS_PHOTO})
       RETURNING p.listing_key_numeric::text AS key`,
    );
    const rows = [...changed.rows, ...removed.rows];
    await logListingChanges(
      tx,
      rows.map((row) => row.key),
    );
    return rows.length;
  });
}

import * as v from 'valibot';
import { STORED_PHOTO_FORMATS, STORED_PHOTO_WIDTHS } from '../../src/lib/photos/stored-photo-sizes';
import type { Db } from '../db/db';
import type { PhotoStore } from './photo-store';
import { photoFileName } from './store-photo';

/**
 * Deletes the files of photos no listing or agent shows any more: changed photos' old sizes, removed
 * photos, deleted listings' photos and agents' portraits. A set written lately is spared
 * (`graceSeconds`): its photo may be on its way to being recorded. Returns how many photos' files were
 * deleted.
 *
 * Another server may store the same bytes again (the id is their hash) while the sweep deletes them: its
 * storePhoto refreshes the set's created_at and finds the files still there. So the sweep holds the rows
 * of the sets it deletes locked (FOR UPDATE) from choosing them until the files are gone and the rows
 * deleted: that storePhoto waits, then finds no row and writes the files anew. A crash in between rolls
 * back, and the sets are swept again. Batches are small because the embedded database waits meanwhile.
 */
export async function deleteUnusedPhotoFiles(
  db: Db,
  store: PhotoStore,
  graceSeconds = 3600,
  limit = 500,
): Promise<number> {
  const batch = Math.min(limit, 100);
  let swept = 0;
  while (swept < limit) {
    const done = await db.transaction(async (tx) => {
      const unused = await tx.query(
        `SELECT f.photo_id FROM photo_files f
          WHERE f.created_at <= now() - make_interval(secs => $2)
            AND NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.photo_id = f.photo_id)
            AND NOT EXISTS (SELECT 1 FROM agent_photos a WHERE a.photo_id = f.photo_id)
          LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [Math.min(batch, limit - swept), graceSeconds],
      );
      const ids = v
        .parse(v.array(v.object({ photo_id: v.string() })), unused.rows)
        .map((row) => row.photo_id);
      if (ids.length === 0) return 0;
      await store.remove(
        ids.flatMap((id) =>
          STORED_PHOTO_WIDTHS.flatMap((width) =>
            STORED_PHOTO_FORMATS.map(({ format }) => photoFileName(id, width, format)),
          ),
        ),
      );
      await tx.query('DELETE FROM photo_files WHERE photo_id = ANY($1::text[])', [ids]);
      return ids.length;
    });
    swept += done;
    if (done < batch) break;
  }
  return swept;
}

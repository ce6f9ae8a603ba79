import * as v from 'valibot';
import { STORED_PHOTO_FORMATS, STORED_PHOTO_WIDTHS } from '../../src/lib/photos/stored-photo-sizes';
import type { Queryable } from '../db/db';
import type { PhotoStore } from './photo-store';
import { photoFileName } from './store-photo';

/**
 * Deletes the files of photos no listing shows any more: changed photos' old sizes, removed photos,
 * deleted listings' photos. A set written lately is spared: its photo may be on its way to
 * being recorded (`graceSeconds`). The files go first and the record last, so a crash in between is swept again.
 * Returns how many photos' files were deleted.
 */
export async function deleteUnusedPhotoFiles(
  q: Queryable,
  store: PhotoStore,
  graceSeconds = 3600,
  limit = 500,
): Promise<number> {
  const unused = await q.query(
    `SELECT f.photo_id FROM photo_files f
      WHERE f.created_at <= now() - make_interval(secs => $2)
        AND NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.photo_id = f.photo_id)
      LIMIT $1`,
    [limit, graceSeconds],
  );
  const ids = v.parse(v.array(v.object({ photo_id: v.string() })), unused.rows).map((row) => row.photo_id);
  if (ids.length === 0) return 0;
  const names = ids.flatMap((id) =>
    STORED_PHOTO_WIDTHS.flatMap((width) =>
      STORED_PHOTO_FORMATS.map(({ format }) => photoFileName(id, width, format)),
    ),
  );
  await store.remove(names);
  await q.query(
    `DELETE FROM photo_files f WHERE f.photo_id = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.photo_id = f.photo_id)`,
    [ids],
  );
  return ids.length;
}

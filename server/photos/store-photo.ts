import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { PhotoStore } from './photo-store';
import { MASTER_WIDTH, makeMasterPhoto } from './resize-photo';

/** A stored photo's file name in the store: `{id}/{width}.{format}`. */
export const photoFileName = (id: string, width: number, format: string) => `${id}/${width}.${format}`;

/** The file every other size of photo `id` is made from. */
export const masterFileName = (id: string) => photoFileName(id, MASTER_WIDTH, 'jpg');

/**
 * Stores downloaded bytes as a photo's master (see makeMasterPhoto) and returns the photo's id, the hash
 * of the bytes; the other sizes and formats are made on first request (readPhotoFile), so a feed of
 * thousands of photos, most never opened full screen, costs one resize each. The id is recorded in
 * photo_files before the file is written, so a photo never used (the server stopped, the listing went)
 * is still found by the sweep of unused files. Bytes stored before are not resized again.
 */
export async function storePhoto(q: Queryable, store: PhotoStore, bytes: Buffer): Promise<string> {
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const known = await q.query(
    `INSERT INTO photo_files (photo_id) VALUES ($1)
     ON CONFLICT (photo_id) DO UPDATE SET created_at = now()
     RETURNING (xmax <> 0) AS known`,
    [id],
  );
  if (known.rows[0]?.known === true && (await store.get(masterFileName(id))) !== null) return id;
  await store.put(masterFileName(id), await makeMasterPhoto(bytes), 'image/jpeg');
  return id;
}

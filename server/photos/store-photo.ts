import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { PhotoStore } from './photo-store';
import { resizePhoto } from './resize-photo';

/** A stored photo's file name in the store: `{id}/{width}.{format}`. */
export const photoFileName = (id: string, width: number, format: string) => `${id}/${width}.${format}`;

/**
 * Resizes downloaded bytes and puts every size into the store, returning the photo's id (the hash of
 * the bytes). The id is recorded in photo_files before any file is written, so files of a photo that
 * is never used (the server stopped, the listing went) are still found by the sweep of unused files.
 * Bytes stored before (the same photo at another URL or listing) are not resized again.
 */
export async function storePhoto(q: Queryable, store: PhotoStore, bytes: Buffer): Promise<string> {
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const known = await q.query(
    `INSERT INTO photo_files (photo_id) VALUES ($1)
     ON CONFLICT (photo_id) DO UPDATE SET created_at = now()
     RETURNING (xmax <> 0) AS known`,
    [id],
  );
  // A row that existed and whose largest JPEG is in the store: done already.
  if (known.rows[0]?.known === true && (await store.get(photoFileName(id, 1920, 'jpg'))) !== null) return id;
  const files = await resizePhoto(bytes);
  // The largest JPEG goes last: its presence says the whole set is there.
  const ordered = files.toSorted(
    (a, b) => Number(a.width === 1920 && a.format === 'jpg') - Number(b.width === 1920 && b.format === 'jpg'),
  );
  for (const file of ordered)
    await store.put(photoFileName(id, file.width, file.format), file.bytes, file.type);
  return id;
}

import {
  STORED_PHOTO_FORMATS,
  type StoredPhotoFormat,
  type StoredPhotoWidth,
} from '../../src/lib/photos/stored-photo-sizes';
import type { PhotoStore } from './photo-store';
import { makePhotoVariant } from './resize-photo';
import { masterFileName, photoFileName } from './store-photo';

/** Sizes being made now, by file name: a card page asking for one size twice makes it once. */
const making = new Map<string, Promise<Buffer | null>>();

/**
 * One size and format of stored photo `id`: from the store, or made from the photo's master the first
 * time it is asked for and put into the store for every later request. Null when the photo is unknown.
 */
export function readPhotoFile(
  store: PhotoStore,
  id: string,
  width: StoredPhotoWidth,
  format: StoredPhotoFormat,
): Promise<Buffer | null> {
  const name = photoFileName(id, width, format);
  const pending = making.get(name);
  if (pending) return pending;
  const read = (async () => {
    const stored = await store.get(name);
    if (stored || name === masterFileName(id)) return stored;
    const master = await store.get(masterFileName(id));
    if (!master) return null;
    const bytes = await makePhotoVariant(master, width, format);
    const type = STORED_PHOTO_FORMATS.find((entry) => entry.format === format)?.type ?? 'image/jpeg';
    await store.put(name, bytes, type);
    return bytes;
  })().finally(() => making.delete(name));
  making.set(name, read);
  return read;
}

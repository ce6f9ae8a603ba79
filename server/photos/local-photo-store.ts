import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PhotoStore } from './photo-store';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Photo files under a folder of the local disk (`{DATA_DIR}/photos` by default). A file is written
 * beside its place and renamed into it, so a reader never sees half a photo, even after a crash.
 */
export function localPhotoStore(folder: string): PhotoStore {
  return {
    description: `local disk (${folder})`,
    async put(name, bytes) {
      const path = join(folder, name);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(name) {
      try {
        return await readFile(join(folder, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(names) {
      const folders = new Set<string>();
      for (const name of names) {
        await rm(join(folder, name), { force: true });
        folders.add(dirname(join(folder, name)));
      }
      // A photo's folder goes with its last file; one still holding files stays.
      for (const emptied of folders) await rmdir(emptied).catch(() => {});
    },
  };
}

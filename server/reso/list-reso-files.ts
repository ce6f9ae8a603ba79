import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The page files to read: a file as given, or every `*.json` directly in a folder, in name order so
 * runs are repeatable. Throws when a path cannot be read: then the import cannot run at all.
 */
export async function listResoFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path);
    if (!info.isDirectory()) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).filter((name) => name.toLowerCase().endsWith('.json')).sort();
    files.push(...names.map((name) => join(path, name)));
  }
  return files;
}

import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the bundle and the compiled server are built from: a change to any of these is a rebuild. */
const SOURCES = ['src', 'widgets', 'server', 'esbuild.config.ts', 'package-lock.json', 'tsconfig.json'];

/**
 * A hash of every source file's path, size and modification time: cheap (a stat per file, no reading),
 * and any edit, added or removed file changes it.
 */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const source of SOURCES) visit(join(root, source));
  return hash.digest('hex');
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's top folder (the one with package.json), found by walking up from this module. The server
 * runs both as TypeScript sources (server/…, under tsx in tests and `npm run dev`) and as one compiled
 * file (build/server/main.js, `npm start`), so a path relative to a module means different folders in the
 * two; the top folder is the same in both.
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return dir;
}

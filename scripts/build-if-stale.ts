/**
 * The first half of `npm start`: builds the widget bundle (dist/) and the compiled server (build/server/)
 * only when one is missing or a source changed since it was built, so a restart pays nothing. Writes
 * nothing else: the generated docs (README reference, custom-elements.json) are `npm run build`'s and
 * `npm run manifest`'s job, and the tests check them. The second half is `node build/server/main.js`,
 * in a process of its own with no TypeScript loader.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { buildBundle, buildServer, serverEntries } from '../esbuild.config';
import { projectRoot } from '../server/lib/project-root';
import { sourceFingerprint } from './support/source-fingerprint';

const root = projectRoot();
const stampFile = join(root, 'build/stamp.json');
const stampSchema = v.object({ fingerprint: v.string() });

function builtFingerprint(): string | null {
  if (!existsSync(stampFile)) return null;
  try {
    const stamp = v.safeParse(stampSchema, JSON.parse(readFileSync(stampFile, 'utf8')));
    return stamp.success ? stamp.output.fingerprint : null;
  } catch {
    return null;
  }
}

const outputs = [
  join(root, 'dist/bluebonnet.js'),
  ...Object.keys(serverEntries).map((name) => join(root, `build/server/${name}.js`)),
];
const fingerprint = sourceFingerprint(root);
if (builtFingerprint() === fingerprint && outputs.every((file) => existsSync(file))) {
  console.info('[bluebonnet] The build is up to date.');
} else {
  const started = performance.now();
  console.info('[bluebonnet] Building the widgets and the server…');
  await buildBundle({ quiet: true });
  await buildServer();
  writeFileSync(stampFile, `${JSON.stringify({ fingerprint })}\n`);
  console.info(`[bluebonnet] Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

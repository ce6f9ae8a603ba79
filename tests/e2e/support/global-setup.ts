import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBundle } from '../../../esbuild.config';
import { spawnServer } from '../../../scripts/support/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Listings the browser tests' database starts with: enough for many pages around Austin, quick to seed. */
const SEED_COUNT = '3000';

/**
 * Builds the bundle (with the test-only widgets of tests/e2e/widgets), starts the real server entry point
 * on a free port with a fresh database of its own, and hands its address to the tests.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bluebonnet-e2e-'));
  const distDir = join(work, 'dist');
  await buildBundle({
    outDir: distDir,
    extraWidgetDirs: [join(import.meta.dirname, '../widgets')],
    quiet: true,
  });

  const server = await spawnServer({
    env: { DATA_DIR: join(work, 'data'), DIST_DIR: distDir, SEED_COUNT, DATABASE_URL: '' },
  });
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBundle } from '../../../esbuild.config';

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

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      DIST_DIR: distDir,
      SEED_COUNT,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForReady(server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  };
}

function waitForReady(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready in [\d.]+ s: (http:\/\/[^\s/]+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

import { defineConfig } from 'vitest/config';

// The unit tests of pure logic (src/lib, src/contract) and of the layering: they run in Node, sparing each
// file happy-dom's start-up. One that needs a DOM after all says so in a `@vitest-environment` comment.
const PURE_UNIT_TESTS = ['tests/unit/{lib,contract,architecture}/**/*.test.ts'];

// Four projects: `unit` runs the browser-side code in happy-dom and `unit-node` the pure logic in Node
// (`--project 'unit*'` runs both); `server` runs the API against a real embedded PostgreSQL (PGlite) in
// Node; `e2e` drives Debian's Chromium against a freshly started server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: PURE_UNIT_TESTS,
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-node',
          include: PURE_UNIT_TESTS,
          environment: 'node',
          setupFiles: ['tests/unit/setup-offline.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
          // A poll here waits on a browser that waits on the server, on two cores shared with it: vitest's
          // 1 s default is shorter than one search under load (a CI run saw a pager click land after it).
          // A poll that succeeds returns at once; this is only how long a failing one keeps trying.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});

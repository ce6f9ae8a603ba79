/**
 * `npm test`: every check, in the order DESIGN.md sets — typecheck, lint, unit tests, server tests (on
 * PGlite, and on PostgreSQL too when DATABASE_URL is set), browser tests in Chromium, and the bundle
 * budget (after lint, the unused-code check). Stops at the first stage that fails and says which; ends with one 'Tests: N passed, N failed'
 * line summing every test that ran.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { CHROMIUM } from '../tests/e2e/support/open-browser';

interface Stage {
  name: string;
  command: string[];
  /** A vitest project: its counts join the closing line. */
  vitest?: string;
  env?: Record<string, string>;
  skip?: string | undefined;
}

const reportSchema = v.object({
  numPassedTests: v.number(),
  numFailedTests: v.number(),
  numPendingTests: v.number(),
});

if (!existsSync(CHROMIUM)) {
  console.error(
    `No Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();

const npx = (...args: string[]) => ['npx', '--no-install', ...args];
const stages: Stage[] = [
  {
    name: 'Typecheck (tsc: browser, server, and tests and tools)',
    command: ['npm', 'run', '--silent', 'typecheck'],
  },
  { name: 'Lint and format (biome)', command: npx('biome', 'check', '.') },
  // Unused files, exports and dependencies; the second pass counts only what production code uses, so
  // code that only tests still call is reported too.
  { name: 'Unused code (knip)', command: ['npm', 'run', '--silent', 'knip'] },
  { name: 'Unit tests (vitest: happy-dom, and Node for pure logic)', command: [], vitest: 'unit*' },
  {
    name: 'Server tests on embedded PostgreSQL (PGlite)',
    command: [],
    vitest: 'server',
    env: { DATABASE_URL: '' },
  },
  {
    name: 'Server tests on the PostgreSQL server at DATABASE_URL',
    command: [],
    vitest: 'server',
    skip: process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set',
  },
  { name: `Browser tests in ${chromiumVersion}`, command: [], vitest: 'e2e' },
  { name: 'Bundle build and size budget', command: npx('tsx', 'scripts/check-bundle-budget.ts') },
];

const reports = mkdtempSync(join(tmpdir(), 'bluebonnet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
let failedStage: string | null = null;

for (const [index, stage] of stages.entries()) {
  const heading = `[${index + 1}/${stages.length}] ${stage.name}`;
  if (stage.skip) {
    console.info(`\n${heading}: skipped, ${stage.skip}`);
    continue;
  }
  console.info(`\n${heading}`);
  const report = join(reports, `${index}.json`);
  const command = stage.vitest
    ? npx(
        'vitest',
        'run',
        '--project',
        stage.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      )
    : stage.command;
  const [program = 'npx', ...args] = command;
  const result = spawnSync(program, args, { stdio: 'inherit', env: { ...process.env, ...stage.env } });
  if (stage.vitest && existsSync(report)) {
    const counts = v.safeParse(reportSchema, JSON.parse(readFileSync(report, 'utf8')));
    if (counts.success) {
      totals.passed += counts.output.numPassedTests;
      totals.failed += counts.output.numFailedTests;
      totals.skipped += counts.output.numPendingTests;
      console.info(
        `${stage.name}: ${counts.output.numPassedTests} passed, ${counts.output.numFailedTests} failed`,
      );
    }
  }
  if (result.status !== 0) {
    failedStage = stage.name;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
if (failedStage) console.error(`\n✗ ${failedStage} failed after ${minutes} min.`);
else console.info(`\n✓ All checks passed in ${minutes} min.`);
console.info(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);

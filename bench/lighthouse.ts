/**
 * `npm run bench:lighthouse [-- --count 20000 --pages /,/listings --form-factor both|mobile|desktop
 * --runs 1 --out DIR --base-map pmtiles|offline]`:
 * Lighthouse's four category scores and key metrics for the demo's pages. Builds the bundle into a temp
 * folder, starts the real server on a database of `count` generated listings (kept in the OS temp dir
 * between runs, so the seed is paid once), launches Debian's Chromium headless and runs Lighthouse's
 * default (mobile: Moto G Power emulation, simulated slow 4G at 150 ms RTT and 1.6 Mbps, 4× CPU slowdown)
 * and desktop presets on each page (`--out DIR` keeps the full JSON reports), then prints the scores, the metrics and every audit that did not pass.
 * Everything is on loopback: the demo loads nothing from the internet, and Chromium's own background
 * traffic is off. Figures, not assertions; on a busy machine the CPU-bound metrics (TBT) run high.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { buildBundle } from '../esbuild.config';
import { spawnServer } from '../scripts/support/spawn-server';
import { baseMapEnv } from './support/base-map-env';
import { launchChromiumForLighthouse } from './support/launch-chromium-for-lighthouse';
import { type HttpsFront, startHttpsFront } from './support/start-https-front';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    pages: { type: 'string', default: '/,/listings' },
    'form-factor': { type: 'string', default: 'both' },
    // A folder to keep each full report (JSON) in, to read the audits' details.
    out: { type: 'string' },
    // Runs per page and preset; the median by performance is printed (scores vary from run to run).
    runs: { type: 'string', default: '1' },
    // h1: the server itself, over HTTP/1.1; h2: behind a TLS and HTTP/2 front, as a live site is served.
    protocol: { type: 'string', default: 'both' },
    // What the map draws: 'pmtiles' (a self-hosted Texas base map, no internet needed) or 'offline'.
    'base-map': { type: 'string', default: 'pmtiles' },
  },
});
const count = Number(values.count);
const pages = values.pages.split(',');
const runs = Math.max(1, Number(values.runs));
const factor = values['form-factor'];
const protocols = values.protocol === 'both' ? ['h2', 'h1'] : [values.protocol];
const presets: [string, Config | undefined][] = [
  ...(factor === 'desktop' ? [] : [['mobile', undefined] as [string, undefined]]),
  ...(factor === 'mobile' ? [] : [['desktop', desktopConfig] as [string, Config]]),
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

interface Row {
  page: string;
  preset: string;
  protocol: string;
  lhr: Result;
}

/**
 * Audits of the four categories that did not pass: those that weigh in a score (with their figure), then
 * the weightless diagnostics and insights by title only.
 */
function failing(lhr: Result): { scored: string[]; diagnostics: string[] } {
  const seen = new Set<string>();
  const scored: string[] = [];
  const diagnostics: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      seen.add(ref.id);
      const figure = audit.displayValue ? ` (${audit.displayValue})` : '';
      if (ref.weight > 0)
        scored.push(`${id}: ${audit.title}${figure} [${ref.id}, score ${audit.score.toFixed(2)}]`);
      else diagnostics.push(audit.title);
    }
  }
  return { scored, diagnostics };
}

/** Requests that left loopback: the demo must not have any. */
function remoteRequests(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((item) => String(item.url ?? ''))
    .filter((url) => /^https?:/.test(url) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url));
}

function print(rows: Row[]): void {
  const score = (lhr: Result, id: string) => {
    const value = lhr.categories[id]?.score;
    return (value === null || value === undefined ? '-' : String(Math.round(value * 100))).padStart(6);
  };
  const metric = (lhr: Result, id: string) => (lhr.audits[id]?.displayValue ?? '-').padStart(8);
  console.info(
    `\nLighthouse ${rows[0]?.lhr.lighthouseVersion}, ${rows[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ${count.toLocaleString('en-US')} listings`,
  );
  console.info(
    `${'page'.padEnd(10)} ${'preset'.padEnd(8)} ${'http'.padEnd(5)} ${'perf'.padStart(6)} ${'a11y'.padStart(6)} ${'b.p.'.padStart(6)} ${'seo'.padStart(6)} ${METRICS.map(([name]) => name.padStart(8)).join(' ')}`,
  );
  for (const { page, preset, protocol, lhr } of rows) {
    console.info(
      `${page.padEnd(10)} ${preset.padEnd(8)} ${protocol.padEnd(5)} ${CATEGORIES.map((id) => score(lhr, id)).join(' ')} ${METRICS.map(([, id]) => metric(lhr, id)).join(' ')}`,
    );
  }
  for (const { page, preset, protocol, lhr } of rows) {
    const { scored, diagnostics } = failing(lhr);
    const remote = remoteRequests(lhr);
    console.info(`\n${page} (${preset}, ${protocol}): ${scored.length} scored audit(s) below 0.9`);
    for (const line of scored) console.info(`  - ${line}`);
    if (diagnostics.length > 0) console.info(`  diagnostics: ${diagnostics.join('; ')}`);
    if (lhr.runWarnings.length > 0) console.info(`  warnings: ${lhr.runWarnings.join(' | ')}`);
    if (remote.length > 0) console.info(`  REMOTE REQUESTS: ${remote.join(', ')}`);
  }
}

/**
 * One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, seen when the machine is very
 * busy) is tried again, twice at most.
 */
async function audit(url: string, port: number, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      config,
    );
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (result && !error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error?.message}`);
    console.info(`  ${error?.message}: again`);
  }
}

const work = mkdtempSync(join(tmpdir(), 'bluebonnet-lighthouse-'));
const distDir = join(work, 'dist');
let chromium: ChildProcess | undefined;
let front: HttpsFront | undefined;
await buildBundle({ outDir: distDir, quiet: true });
const server = await spawnServer({
  env: {
    DATA_DIR: join(tmpdir(), `bluebonnet-lighthouse-${count}`),
    DIST_DIR: distDir,
    SEED_COUNT: String(count),
    DATABASE_URL: '',
    ...baseMapEnv(values['base-map'], work),
  },
  echo: true,
  timeoutMs: 600_000,
});
try {
  const browser = await launchChromiumForLighthouse(join(work, 'profile'));
  chromium = browser.process;
  const rows: Row[] = [];
  for (const protocol of protocols) {
    if (protocol === 'h2' && !front) front = await startHttpsFront(server.baseUrl);
    const base = protocol === 'h2' && front ? front.base : server.baseUrl;
    for (const page of pages) {
      for (const [preset, config] of presets) {
        const url = new URL(page, base).href;
        const reports: Result[] = [];
        for (let run = 1; run <= runs; run += 1) {
          console.info(`Lighthouse ${preset} ${run}/${runs}: ${url}`);
          reports.push(await audit(url, browser.port, config));
        }
        // The run with the median performance score stands for the page, as Lighthouse's docs advise.
        reports.sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        );
        const lhr = reports[Math.floor(reports.length / 2)];
        if (!lhr) continue;
        rows.push({ page, preset, protocol, lhr });
        if (values.out) {
          mkdirSync(values.out, { recursive: true });
          const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${preset}-${protocol}.json`;
          writeFileSync(join(values.out, name), JSON.stringify(lhr, null, 1));
        }
      }
    }
  }
  print(rows);
} finally {
  chromium?.kill('SIGTERM');
  await front?.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

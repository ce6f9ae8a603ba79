/**
 * `npm run bench:render [-- --count 20000 --runs 30]`: how long a filter change takes to reach the
 * screen in Chromium, on localhost. Builds the bundle, starts the real server on a database of `count`
 * generated listings (kept in /tmp between runs, so the seed is paid once), opens /listings in Debian's
 * Chromium and, run after run, changes a filter the way a visitor does; each figure is from the control's
 * change event to the first painted frame showing the new list. Figures, not assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { buildBundle } from '../esbuild.config';
import { spawnServer } from '../scripts/support/spawn-server';
import { launchChromium } from '../tests/e2e/support/open-browser';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '30' },
    // The desktop map switch off: the list alone, to see what the map's pins add to each change.
    'no-map': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const runs = Number(values.runs);

interface Timing {
  readonly total: number;
  readonly api: number;
}

/** The change a run makes: what the visitor does, then how to tell the new list is on screen. */
interface Change {
  readonly name: string;
  /** Runs in the page: milliseconds from the change to the painted new list, and of the API call in it. */
  readonly run: (page: Page, step: number) => Promise<Timing>;
}

const SORTS = ['low-to-high', 'high-to-low', 'oldest', 'newest'];
const MIN_BEDS = ['2', '3', '4', '5'];

/** What a run does: pick a sort order, or choose a Beds minimum in the bar's dropdown and apply it. */
type Action = { readonly kind: 'sort' | 'beds'; readonly value: string };

/**
 * In the page: prepare the control, then time from the visitor's final gesture (the sort's change, the
 * Apply Changes click) until the list has finished loading with a different result and is painted.
 */
function measure(page: Page, action: Action): Promise<Timing> {
  return page.evaluate(async ({ kind, value }) => {
    const root = document.querySelector('bb-listings')?.shadowRoot;
    const grid = root?.querySelector('.grid');
    if (!root || !grid) throw new Error('The listings screen is not on the page');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const signature = () =>
      `${root.querySelector('.counts')?.textContent}|${root.querySelector('article.card')?.getAttribute('aria-labelledby')}`;
    const before = signature();
    let gesture: () => void;
    if (kind === 'sort') {
      const select = root.querySelector<HTMLSelectElement>('.sort select');
      if (!select) throw new Error('No sort select');
      gesture = () => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
    } else {
      const buttons = [...root.querySelectorAll<HTMLButtonElement>('.bb-filter-bar .bb-dropdown-button')];
      buttons.find((button) => button.textContent?.startsWith('Beds'))?.click();
      await frame();
      const panel = root.querySelector('.bb-dropdown-panel');
      const min = panel?.querySelector<HTMLSelectElement>('select');
      const apply = [...(panel?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'Apply Changes',
      );
      if (!min || !apply) throw new Error('No Beds panel');
      min.value = value;
      min.dispatchEvent(new Event('change', { bubbles: true }));
      await frame();
      gesture = () => apply.click();
    }
    const started = performance.now();
    gesture();
    await new Promise<void>((resolve) => {
      const done = () => grid.getAttribute('aria-busy') === 'false' && signature() !== before;
      const observer = new MutationObserver(() => {
        if (done()) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // The frame after the DOM change is the one the visitor sees.
    await frame();
    const total = performance.now() - started;
    const request = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/v1/listings/') && entry.startTime >= started)
      .at(-1);
    return { total, api: request ? request.duration : Number.NaN };
  }, action);
}

const CHANGES: readonly Change[] = [
  {
    name: 'sort order (select)',
    run: (page, step) => measure(page, { kind: 'sort', value: SORTS[step % 4] ?? 'newest' }),
  },
  {
    name: 'Beds minimum (dropdown, Apply Changes)',
    run: (page, step) => measure(page, { kind: 'beds', value: MIN_BEDS[step % 4] ?? '2' }),
  },
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const work = mkdtempSync(join(tmpdir(), 'bluebonnet-render-'));
const distDir = join(work, 'dist');
await buildBundle({ outDir: distDir, quiet: true });
const server = await spawnServer({
  env: {
    DATA_DIR: join(tmpdir(), `bluebonnet-render-${count}`),
    DIST_DIR: distDir,
    SEED_COUNT: String(count),
    DATABASE_URL: '',
  },
  echo: true,
  timeoutMs: 600_000,
});
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // tsx compiles with keepNames, which wraps named functions in __name(); the page has no such helper.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  if (values['no-map']) await page.addInitScript("localStorage.setItem('bluebonnet:map-shown', 'false')");
  await page.goto(`${server.baseUrl}/listings`);
  await page.locator('bb-listings article.card').first().waitFor({ timeout: 60_000 });
  console.info(
    `\nFilter change → new list painted, Chromium ${browser.version()}, ${count} listings, map ${values['no-map'] ? 'off' : 'on'}`,
  );
  for (const change of CHANGES) {
    await change.run(page, 0); // warm-up: first-use code paths and the server's caches
    const timings: Timing[] = [];
    for (let step = 1; step <= runs; step += 1) timings.push(await change.run(page, step));
    const times = timings.map((timing) => timing.total).sort((a, b) => a - b);
    const api = timings.map((timing) => timing.api).sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.info(
      `  ${change.name}: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1) ?? Number.NaN)} (${runs} runs); of which the API call p50 ${fmt(percentile(api, 50))}, p95 ${fmt(percentile(api, 95))}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

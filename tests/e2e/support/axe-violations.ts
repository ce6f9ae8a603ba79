import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core on the page once. Evaluated through the DevTools protocol, not as an inline <script>: the
 * demo pages' Content-Security-Policy (script-src 'self') rightly blocks inline script.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
}

/**
 * The WCAG 2.2 A/AA violations axe finds on the page once its requests have settled, shadow roots
 * included, one line each. Only the listings map is spared the target-size rule: in a dense area its pins
 * and clusters touch, and WCAG 2.5.8's "equivalent" exception covers them, since the list beside the map
 * offers every pinned listing as a full-size link. Every other rule runs on the map too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; help: string; nodes: { target: unknown }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const tags = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
    // Every rule on the whole page, then the target-size rule on all but the map.
    const everything = await axe.run(document, { ...tags, rules: { 'target-size': { enabled: false } } });
    const targets = await axe.run(
      { exclude: [{ fromShadowDom: ['bb-listings', '.bb-map'] }] },
      { runOnly: { type: 'rule', values: ['target-size'] } },
    );
    return [...everything.violations, ...targets.violations].map(
      (v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes[0]?.target)}`,
    );
  });
}

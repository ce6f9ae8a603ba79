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
 * included, one line each. Every rule runs everywhere, the map's pins and clusters included: the map keeps
 * them apart and clear of its controls (declutterMarkers, clearMarkers), so each is a target of its own.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; help: string; nodes: { target: unknown }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    });
    return results.violations.map((v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadAxe } from './support/axe-violations';
import { launchChromium } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = 'centerLatitude=30.2667&centerLongitude=-97.7333';

/** Opens the listings map at `zoom` and `width` (a phone's behind its Map toggle), its markers settled. */
async function openMap(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(new URL(path, inject('baseUrl')).href);
  if (width < 993)
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
  await expect
    .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('bb-listings .bb-map-canvas [aria-busy="true"]').count(), { timeout: 20_000 })
    .toBe(0);
  return page;
}

/**
 * Each marker the map shows that is not whole inside the map's canvas, or that one of the map's controls
 * (place search, Draw, zoom buttons, attribution) covers in part: its text and why.
 */
function coveredMarkers(page: Page): Promise<string[]> {
  return page.locator('bb-listings .bb-map').evaluate((map) => {
    const canvas = map.querySelector('canvas')?.getBoundingClientRect();
    if (!canvas) return ['no canvas'];
    const controls = [...map.querySelectorAll('.bb-map-place, .bb-map-draw, .maplibregl-ctrl')]
      .map((control) => ({ name: control.className, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    return [...map.querySelectorAll<HTMLElement>('.bb-pin, .bb-cluster')].flatMap((marker) => {
      const rect = marker.getBoundingClientRect();
      const label = marker.textContent ?? '';
      // Markers stand on whole pixels: half a pixel either way is where the engine rounded.
      const whole =
        rect.left >= canvas.left - 0.5 &&
        rect.right <= canvas.right + 0.5 &&
        rect.top >= canvas.top - 0.5 &&
        rect.bottom <= canvas.bottom + 0.5;
      const under = controls.filter(
        ({ rect: box }) =>
          rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top,
      );
      return [
        ...(whole ? [] : [`${label} cut by the map's edge`]),
        ...under.map(({ name }) => `${label} under ${name}`),
      ];
    });
  });
}

/** axe's target-size findings (WCAG 2.5.8) in the listings widget, the map's markers included. */
async function smallTargets(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { nodes: { target: unknown; failureSummary?: string }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const result = await axe.run(
      { include: [{ fromShadowDom: ['bb-listings'] }] },
      { runOnly: { type: 'rule', values: ['target-size'] } },
    );
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
    );
  });
}

describe('markers on the listings map', () => {
  for (const width of [1440, 375]) {
    it(`stand whole inside the map and clear of its controls, each a target axe finds big enough, at ${width} px`, async () => {
      for (const zoom of [11, 13, 15]) {
        const page = await openMap(`/listings?zoom=${zoom}&${AUSTIN}`, width);
        expect(await coveredMarkers(page), `zoom ${zoom}`).toEqual([]);
        expect(await smallTargets(page), `zoom ${zoom}`).toEqual([]);
        await page.context().close();
      }
    }, 120_000);
  }
});

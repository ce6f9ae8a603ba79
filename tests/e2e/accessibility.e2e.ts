import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The WCAG 2.2 A/AA violations axe finds on the page as it stands, shadow roots included. Only the map is
 * spared the target-size rule: in a dense area its pins and clusters touch, and WCAG 2.5.8's
 * "equivalent" exception covers them, since the list beside the map offers every pinned listing as a
 * full-size link. Every other rule runs on the map too.
 */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; help: string; nodes: { target: string[][] | string[] }[] }[];
    }
    const tags = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
    // Every rule on the whole page, then the target-size rule on all but the map.
    const everything = await axe.run(document, { ...tags, rules: { 'target-size': { enabled: false } } });
    const targets = await axe.run(
      { exclude: [{ fromShadowDom: ['bb-listings', '.bb-map'] }] },
      { runOnly: { type: 'rule', values: ['target-size'] } },
    );
    const result = { violations: [...everything.violations, ...targets.violations] };
    return result.violations.map((v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('finds nothing on the listings page on a desktop and on a phone', async () => {
    for (const width of [1440, 375]) {
      const { page } = await openPage(browser, '/listings', { width, height: 900 });
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('finds nothing on the home page, the legal pages and a listing page', async () => {
    const listing = await fetch(new URL('/api/featureListings', inject('baseUrl')));
    const { data }: { data: { url: string }[] } = await listing.json();
    const house = `/${data[0]?.url.replace(/\.html$/, '')}`;
    for (const path of ['/', '/dmca', '/web-accessibility', '/privacy', house]) {
      const { page } = await openPage(browser, path, { width: 375, height: 800 });
      if (path === house) await page.locator('bb-house .detail').waitFor({ timeout: 20_000 });
      expect(await violations(page), path).toEqual([]);
      await page.context().close();
    }
  });

  it('finds nothing with the Location dropdown open', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await settled(page);
    await page
      .locator('bb-listings')
      .getByRole('button', { name: /^Location/ })
      .click();
    await page.locator('bb-listings').getByRole('combobox', { name: 'County' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("finds nothing in a listing's detail modal", async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await settled(page);
    await page.locator('bb-listings article.card .address-link').first().click();
    await page.locator('bb-listings dialog .detail-price').waitFor({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });
});

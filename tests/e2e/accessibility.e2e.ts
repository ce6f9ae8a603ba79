import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

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
      expect(await axeViolations(page)).toEqual([]);
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
      expect(await axeViolations(page), path).toEqual([]);
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
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds nothing on the map of the listings, leasing and open-house pages, beside the list and on a phone', async () => {
    for (const path of ['/listings', '/leasing', '/open-houses']) {
      for (const width of [1440, 375]) {
        const { page } = await openPage(browser, path, { width, height: 800 });
        await settled(page);
        if (width < 993)
          await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
        // The map's markers are in: their container is no longer busy (an area may hold few or none).
        await page
          .locator('bb-listings .bb-map-canvas [aria-busy="false"]')
          .waitFor({ state: 'attached', timeout: 30_000 });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        await page.context().close();
      }
    }
  }, 180_000);

  it("finds nothing in a listing's detail modal, its map included, on a desktop and on a phone", async () => {
    for (const width of [1440, 375]) {
      const { page } = await openPage(browser, '/listings', { width, height: 900 });
      await settled(page);
      await page.locator('bb-listings article.card .address-link').first().click();
      await page.locator('bb-listings dialog .detail-price').waitFor({ timeout: 20_000 });
      await page.locator('bb-listings dialog .detail-map .detail-marker').waitFor({ timeout: 30_000 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      await page.context().close();
    }
  }, 120_000);
});

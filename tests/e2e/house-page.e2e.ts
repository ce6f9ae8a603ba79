import type { Browser } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const itemSchema = v.object({ data: v.object({ Address: v.string(), ListPrice: v.number() }) });

/** A listing on the market, from the sitemap as a crawler finds it: its page path, address and price. */
async function someListing(): Promise<{ path: string; address: string; price: string }> {
  const base = inject('baseUrl');
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error('the sitemap lists no listing');
  const path = new URL(loc).pathname;
  const key = /-(\d+)$/.exec(path)?.[1];
  const item = v.parse(itemSchema, await (await fetch(new URL(`/api/listingsItem/${key}`, base))).json());
  return { path, address: item.data.Address, price: `$${item.data.ListPrice.toLocaleString('en-US')}` };
}

describe('a listing page', () => {
  it('shows the address and price to a visitor without JavaScript', async () => {
    const listing = await someListing();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      const response = await page.goto(new URL(listing.path, inject('baseUrl')).href);
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: listing.address }).isVisible())
        .toBe(true);
      expect(await page.getByText(listing.price, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Listing Provided By').isVisible()).toBe(true);
      // Nothing ran: the element was never upgraded.
      expect(await page.locator('bb-house').evaluate((element) => element.shadowRoot === null)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('renders the <bb-house> widget over the plain facts when JavaScript runs', async () => {
    const listing = await someListing();
    const { page, errors } = await openPage(browser, listing.path);
    const house = page.locator('bb-house .house');
    await expect.poll(() => house.isVisible(), { timeout: 20_000 }).toBe(true);
    // The widget shows the listing itself (its address), and the light-DOM copy is no longer on show.
    await expect
      .poll(() => house.getByText(listing.address).first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await page.locator('bb-house > article.house-facts').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

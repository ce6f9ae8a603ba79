import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-browser';
import { registerClient } from './support/register-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseUrl');

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(new URL(path, base()).href);
  return page;
}

const newContext = (width = 1440) =>
  browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
const menu = (page: Page) => page.locator('bb-account-menu');
const cards = (page: Page) => page.locator('bb-listings').getByRole('article');

/** Opens the account menu and answers its counts line ('1 favorite2 to compare'). */
async function menuCounts(page: Page): Promise<string> {
  const panel = menu(page).locator('.account-counts');
  if (!(await panel.isVisible()))
    await menu(page)
      .getByRole('button', { name: /^Account menu|Ana/ })
      .click();
  return (await panel.textContent()) ?? '';
}

describe('favorites and compare', () => {
  it('a favorite counts in the account menu, survives a reload and can be removed on /dashboard/favorites', async () => {
    const context = await newContext();
    await registerClient(context);
    const page = await open(context, '/listings');
    const first = cards(page).first();
    await first.waitFor();
    const address = (await first.locator('.address-link').textContent()) ?? '';
    await expect.poll(() => menuCounts(page)).toContain('0 favorites');
    const heart = first.getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => menuCounts(page)).toContain('1 favorite');

    await page.reload();
    await cards(page).first().waitFor();
    await expect
      .poll(() =>
        cards(page).first().getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect.poll(() => menuCounts(page)).toContain('1 favorite');

    const favorites = await open(context, '/dashboard/favorites');
    const list = favorites.locator('bb-favorites');
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').count()).toBe(1);
    await list.getByRole('button', { name: `Remove ${address} from favorites` }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(0);
    await expect.poll(() => list.getByText('You have no favorites yet.').count()).toBe(1);
    await favorites.reload();
    await expect
      .poll(() => favorites.locator('bb-favorites').getByText('You have no favorites yet.').count())
      .toBe(1);
    await context.close();
  });

  it('two compared listings stand side by side on /dashboard/compare', async () => {
    const context = await newContext();
    await registerClient(context);
    const page = await open(context, '/listings');
    await cards(page).nth(1).waitFor();
    const addresses: string[] = [];
    for (const n of [0, 1]) {
      const card = cards(page).nth(n);
      addresses.push((await card.locator('.address-link').textContent()) ?? '');
      const compare = card.getByRole('button', { name: 'Add to compare' });
      await compare.click();
      await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => menuCounts(page)).toContain('2 to compare');
    const comparePage = await open(context, '/dashboard/compare');
    const table = comparePage.locator('bb-compare').getByRole('table');
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(2);
    for (const address of addresses) expect(headers.some((text) => text.includes(address))).toBe(true);
    expect(await table.getByRole('rowheader', { name: 'Price', exact: true }).count()).toBe(1);
    await context.close();
  });

  it('a search saved as a guest is in the account after sign-in', async () => {
    const context = await newContext();
    const page = await open(context, '/listings?minBedsCount=3');
    await cards(page).first().waitFor();
    const panel = page.locator('bb-listings').getByRole('button', { name: /^Saved Searches/ });
    await panel.click();
    await page
      .locator('bb-listings')
      .locator('.bb-saved-search-panel')
      .getByRole('button', { name: 'Save Search' })
      .click();
    // Guests are asked to register; close that and carry on.
    await page.keyboard.press('Escape');
    await registerClient(context);
    await page.reload();
    await cards(page).first().waitFor();
    await page
      .locator('bb-listings')
      .getByRole('button', { name: /^Saved Searches/ })
      .click();
    const list = page.locator('bb-listings').getByRole('list', { name: 'Choose a saved search' });
    await expect
      .poll(() => list.getByRole('button', { name: 'Save Search 1', exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await page.reload();
    await cards(page).first().waitFor();
    await page
      .locator('bb-listings')
      .getByRole('button', { name: /^Saved Searches/ })
      .click();
    // Not duplicated by a second sign-in page: one search, now stored on the server.
    await expect
      .poll(() => list.getByRole('button', { name: 'Save Search 1', exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('bluebonnet:saved-searches'));
    expect(JSON.parse(stored ?? '[]')).toEqual([]);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The prices of the cards on screen, in order ('No Price' as NaN). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('bb-listings article.card .price').allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

async function waitForCards(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
  await expect.poll(() => page.locator('bb-listings article.card').count()).toBeGreaterThan(0);
}

describe('sorting the list', () => {
  it('sorts by price, and Back and Forward restore each order', async () => {
    const { page, errors } = await openPage(browser, '/listings');
    await waitForCards(page);
    const sort = page.locator('bb-listings').getByRole('combobox', { name: 'Sort listings' });
    expect(await sort.inputValue()).toBe('');

    await sort.selectOption({ label: 'Price: Low to High' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('low-to-high');
    await waitForCards(page);
    await expect
      .poll(async () => {
        const prices = (await cardPrices(page)).filter(Number.isFinite);
        return prices.length > 1 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
      })
      .toBe(true);
    const lowest = (await cardPrices(page))[0];

    await sort.selectOption({ label: 'Price: High to Low' });
    await waitForCards(page);
    await expect.poll(async () => (await cardPrices(page))[0] ?? 0).toBeGreaterThan(lowest ?? 0);

    await page.goBack();
    await expect.poll(() => sort.inputValue()).toBe('low-to-high');
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(lowest);

    await page.goBack();
    await expect.poll(() => sort.inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => sort.inputValue()).toBe('low-to-high');
    expect(errors).toEqual([]);
  });
});

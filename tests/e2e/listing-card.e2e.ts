import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('a listing card seen by a guest', () => {
  it("shows four photos, then 'Unlock + N Photos' on the fifth, and wraps back to the first", async () => {
    // The Austin area at zoom 11: a full page of cards in the map's view.
    const { page, errors } = await openPage(browser, '/listings?zoom=11');
    await expect.poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 }).toBe(50);

    // The first card with more than four photos.
    const counters = await page.locator('bb-listings article.card .counter').allTextContents();
    const index = counters.findIndex((text) => Number(text.split('/')[1]) > 4);
    expect(index).toBeGreaterThanOrEqual(0);
    const card = page.locator('bb-listings article.card').nth(index);
    const total = Number((counters[index] ?? '').split('/')[1]);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').first().getAttribute('src')).toBeTruthy();

    const next = card.getByRole('button', { name: 'Next photo' });
    for (let n = 2; n <= 4; n += 1) {
      await next.click();
      await expect.poll(() => card.locator('.counter').textContent()).toBe(`${n}/${total}`);
      // The neighbouring slides are rendered ahead, inert; only the one on show counts.
      expect(
        await card
          .locator('.slide:not([inert])')
          .getByRole('button', { name: /^Unlock/ })
          .count(),
      ).toBe(0);
    }
    await next.click();
    await expect.poll(() => card.locator('.counter').textContent()).toBe(`5/${total}`);
    const unlock = card.locator('.slide:not([inert])').getByRole('button', {
      name: `Unlock + ${total - 4} Photo${total - 4 === 1 ? '' : 's'}`,
    });
    await expect.poll(() => unlock.isVisible()).toBe(true);

    // Previous from the first photo wraps to the last.
    const previous = card.getByRole('button', { name: 'Previous photo' });
    for (let n = 4; n >= 1; n -= 1) await previous.click();
    await expect.poll(() => card.locator('.counter').textContent()).toBe(`1/${total}`);
    await previous.click();
    await expect.poll(() => card.locator('.counter').textContent()).toBe(`${total}/${total}`);
    expect(errors).toEqual([]);
  });
});

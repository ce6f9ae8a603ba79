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

const modal = (page: Page) => page.locator('bb-listings dialog.bb-listing-modal');

/** The element that has focus, looking through shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.outerHTML.slice(0, 200) ?? '';
  });
}

async function openFirstListing(page: Page) {
  const link = page.locator('bb-listings article.card .address-link').first();
  await link.waitFor({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  await link.click();
  await modal(page).locator('.detail').waitFor({ timeout: 15_000 });
  return { link, href };
}

describe('the listing detail modal', () => {
  it('opens from a card at the listing URL; Escape restores the previous URL and focus returns to the card', async () => {
    const { page, errors } = await openPage(browser, '/listings?sortBy=newest');
    const { href } = await openFirstListing(page);
    expect(href).toMatch(/^\/[a-z0-9-]+-\d{5}-\d+$/);
    expect(new URL(page.url()).pathname).toBe(href);
    const title = await modal(page).getByRole('heading', { level: 2 }).first().textContent();
    expect(title).toMatch(/, TX \d{5}$/);
    expect(await modal(page).locator('.detail-price').textContent()).toMatch(/^\$[\d,]+$|^No Price$/);

    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/listings');
    expect(url.searchParams.get('sortBy')).toBe('newest');
    expect(await focused(page)).toContain(`href="${href}"`);
    expect(errors).toEqual([]);
  });

  it('changes the photo with the arrows and keyboard, and expands the remarks', async () => {
    const { page, errors } = await openPage(browser, '/listings');
    await openFirstListing(page);
    const counter = modal(page).locator('.main-photo .photo-counter');
    const total = Number((await counter.textContent())?.split('/')[1]);
    expect(total).toBeGreaterThan(1);
    expect(await counter.textContent()).toBe(`1/${total}`);
    const firstSrc = await modal(page).locator('.main-photo img').getAttribute('src');
    await modal(page).locator('.main-photo').getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => counter.textContent()).toBe(`2/${total}`);
    expect(await modal(page).locator('.main-photo img').getAttribute('src')).not.toBe(firstSrc);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`${total}/${total}`);

    const remarks = modal(page).locator('.remarks');
    const more = modal(page).getByRole('button', { name: 'show more...' });
    if ((await more.count()) > 0) {
      const short = (await remarks.textContent()) ?? '';
      await more.click();
      await expect
        .poll(async () => ((await remarks.textContent()) ?? '').length)
        .toBeGreaterThan(short.length);
      expect(await modal(page).getByRole('button', { name: 'show less...' }).count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("shows the photos full screen from 'See all N photos', on a desktop and on a phone", async () => {
    for (const width of [1440, 375]) {
      const { page, errors } = await openPage(browser, '/listings', { width, height: 800 });
      await openFirstListing(page);
      await modal(page)
        .getByRole('button', { name: /^See all \d+ photos?$/ })
        .click();
      const gallery = page.locator('bb-listings dialog.bb-gallery');
      const shown = gallery.locator('.gallery-slide[aria-hidden="false"] img');
      // The photo fills the screen's width or height, not a 1 px sliver.
      await expect
        .poll(async () => (await shown.boundingBox())?.width ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(Math.min(width, 800) - 1);
      const box = await shown.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect.poll(() => gallery.locator('.photo-counter').textContent()).toMatch(/^2\//);
      await expect
        .poll(async () => {
          const next = await gallery.locator('.gallery-slide[aria-hidden="false"] img').boundingBox();
          return next !== null && next.x >= 0 && next.x + next.width <= width;
        })
        .toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('closes on Back and reopens on Forward: the listing URL opens the modal', async () => {
    const { page, errors } = await openPage(browser, '/leasing');
    const { href } = await openFirstListing(page);
    await page.goBack();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/leasing');
    await page.goForward();
    await modal(page).locator('.detail').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(href);
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/leasing');
    expect(errors).toEqual([]);
  });

  it('shows the listing when its URL is loaded directly', async () => {
    const { page: list } = await openPage(browser, '/listings');
    const link = list.locator('bb-listings article.card .address-link').first();
    await link.waitFor({ timeout: 20_000 });
    const href = (await link.getAttribute('href')) ?? '';
    const address = (await link.textContent()) ?? '';
    const { page, errors } = await openPage(browser, href);
    await expect
      .poll(() => page.locator('.bb-listing-detail .breadcrumb').first().textContent(), { timeout: 15_000 })
      .toContain(address);
    expect(errors).toEqual([]);
  });
});

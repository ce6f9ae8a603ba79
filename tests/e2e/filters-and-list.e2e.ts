import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

// Issue 22, "Filters and list, as found": what a visitor met on the filters and the list at 1440 and 375 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForCards(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
  await expect.poll(() => page.locator('bb-listings article.card').count()).toBeGreaterThan(0);
}

const filterBar = (page: Page) =>
  page.locator('bb-listings').getByRole('search', { name: 'Listing filters' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The box of an element relative to the viewport's height: is it wholly on screen? */
async function onScreen(locator: Locator, viewportHeight: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
}

describe('the Price dropdown', () => {
  it('applies on the first click of Apply when leaving a box takes the swap note away', async () => {
    const { page, errors } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    await filterBar(page)
      .getByRole('button', { name: /^Price/ })
      .click();
    const panel = filterBar(page).getByRole('group', { name: 'Price' });
    await panel.getByRole('textbox', { name: 'Min' }).fill('500000');
    const max = panel.getByRole('textbox', { name: 'Max' });
    await max.fill('300000');
    await panel.getByRole('status').filter({ hasText: /swap/i }).waitFor();
    // The visitor clears Max again ('any price'): the box only takes that as the ceiling once left,
    // which the press on Apply does, and the note goes.
    await max.fill('');
    await panel.getByRole('button', { name: 'Apply Changes' }).click();

    await expect.poll(() => param(page, 'minPrice')).toBe('500000');
    expect(param(page, 'maxPrice')).toBeNull();
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('applies what was typed when Enter is pressed in a price box', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    await filterBar(page)
      .getByRole('button', { name: /^Price/ })
      .click();
    const panel = filterBar(page).getByRole('group', { name: 'Price' });
    await panel.getByRole('textbox', { name: 'Max' }).fill('450000');
    await panel.getByRole('textbox', { name: 'Max' }).press('Enter');
    await expect.poll(() => param(page, 'maxPrice')).toBe('450000');
    await expect.poll(() => panel.count()).toBe(0);
  });
});

describe('the side filter panel and the drawer', () => {
  it("keeps the side panel's Apply All Changes on screen while the page scrolls past the long panel", async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    const apply = page
      .locator('bb-listings')
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'Apply All Changes' });
    expect(await onScreen(apply, 900)).toBe(true);
    for (const y of [400, 900]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      expect(await onScreen(apply, 900), `scrolled ${y} px`).toBe(true);
    }
  });

  it("keeps the drawer's Apply All Changes on screen while its filters scroll, on a phone", async () => {
    const { page } = await openPage(browser, '/listings', { width: 375, height: 700 });
    await waitForCards(page);
    await page.locator('bb-listings').getByRole('button', { name: 'Filters' }).click();
    const drawer = page.locator('bb-listings').getByRole('dialog', { name: 'Filters' });
    const apply = drawer.getByRole('button', { name: 'Apply All Changes' });
    await apply.waitFor();
    expect(await onScreen(apply, 700)).toBe(true);
    await drawer.getByRole('heading', { name: 'Status' }).scrollIntoViewIfNeeded();
    expect(await onScreen(apply, 700)).toBe(true);
  });
});

describe('More filters', () => {
  it('gives its selects their own height, not a share of the tallest card (1440 px)', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    await filterBar(page).getByRole('button', { name: 'More filters' }).click();
    const features = filterBar(page)
      .getByRole('group', { name: 'More filters' })
      .getByRole('region', { name: 'Home Features' });
    await features.waitFor();
    const heights = await features
      .getByRole('combobox')
      .evaluateAll((selects) => selects.map((select) => select.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeLessThan(56);
    // The card's first field follows its heading instead of floating down the stretched card.
    const gap = await features.evaluate((card) => {
      const heading = card.querySelector('h2')?.getBoundingClientRect();
      const legend = card.querySelector('legend')?.getBoundingClientRect();
      return (legend?.top ?? 0) - (heading?.bottom ?? 0);
    });
    expect(gap).toBeLessThan(30);
  });
});

describe('commercial property types', () => {
  it('hides Beds and Bath and drops their values once Commercial Sale is applied', async () => {
    const { page, errors } = await openPage(browser, '/listings?minBedsCount=3&bath=2', {
      width: 1440,
      height: 900,
    });
    await waitForCards(page);
    const bar = filterBar(page);
    expect(await bar.getByRole('button', { name: /^Beds/ }).count()).toBe(1);
    await bar.getByRole('button', { name: 'More filters' }).click();
    const panel = bar.getByRole('group', { name: 'More filters' });
    await panel.getByRole('radio', { name: 'Commercial Sale' }).check();
    await panel.getByRole('button', { name: 'Apply Changes' }).click();

    await expect.poll(() => param(page, 'commercialSale')).toBe('true');
    expect(param(page, 'minBedsCount')).toBeNull();
    expect(param(page, 'bath')).toBeNull();
    expect(await bar.getByRole('button', { name: /^Beds/ }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: /^Bath/ }).count()).toBe(0);
    await waitForCards(page);
    expect(errors).toEqual([]);
  });
});

describe('open-house dates', () => {
  it('puts From and To in the URL and reads them back on load', async () => {
    const { page, errors } = await openPage(browser, '/open-houses', { width: 1440, height: 900 });
    await waitForCards(page);
    await filterBar(page)
      .getByRole('button', { name: /^Open House/ })
      .click();
    const panel = filterBar(page).getByRole('group', { name: 'Open House' });
    await panel.getByLabel('From').fill('2026-12-01');
    await panel.getByLabel('To').fill('2026-12-31');
    await panel.getByRole('button', { name: 'Apply Changes' }).click();
    await expect.poll(() => param(page, 'From')).toBe('2026-12-01');
    expect(param(page, 'To')).toBe('2026-12-31');

    await page.reload();
    await waitForCards(page);
    const button = filterBar(page).getByRole('button', { name: /^Open House/ });
    expect(await button.textContent()).toContain('12/01/2026 - 12/31/2026');
    await button.click();
    expect(await panel.getByLabel('From').inputValue()).toBe('2026-12-01');
    expect(await panel.getByLabel('To').inputValue()).toBe('2026-12-31');
    expect(errors).toEqual([]);
  });
});

describe('the pager', () => {
  for (const [width, height] of [
    [1440, 900],
    [375, 700],
  ] as const) {
    it(`brings the top of the list into view on another page (${width} px)`, async () => {
      // The list is the map's view: zoom 11 holds more than one page of listings on a phone too.
      const { page } = await openPage(browser, '/listings?zoom=11', { width, height });
      await waitForCards(page);
      const pager = page.locator('bb-listings').getByRole('navigation', { name: 'Pages' });
      await pager.scrollIntoViewIfNeeded();
      await pager.getByRole('link', { name: '2', exact: true }).click();
      await expect.poll(() => param(page, 'page')).toBe('2');
      await waitForCards(page);
      const top = () =>
        page.locator('bb-listings .listings').evaluate((list) => list.getBoundingClientRect().top);
      await expect.poll(top).toBeGreaterThanOrEqual(-2);
      expect(await top()).toBeLessThan(height / 3);
    });
  }
});

describe('cards per row with the map on (1440 px)', () => {
  /** How many cards share the first card's row. */
  const firstRow = (page: Page) =>
    page
      .locator('bb-listings article.card')
      .evaluateAll(
        (cards) =>
          cards.filter((card) => card.getBoundingClientRect().top === cards[0]?.getBoundingClientRect().top)
            .length,
      );

  it('shows one, two or three cards a row as the buttons say', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    expect(await page.locator('bb-listings').getByRole('switch', { name: 'Show map' }).isChecked()).toBe(
      true,
    );
    for (const [name, count] of [
      ['Three listings per row', 3],
      ['One listing per row', 1],
      ['Two listings per row', 2],
    ] as const) {
      await page.locator('bb-listings').getByRole('button', { name }).click();
      await expect.poll(() => firstRow(page), { message: name }).toBe(count);
    }
  });

  it("keeps the first card's photo whole after a layout change and after the map is switched off", async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    const widget = page.locator('bb-listings');
    const photos = widget.locator('article.card').first().locator('.photos');
    /** The shown slide's left edge and width against the frame's: equal when the photo is whole. */
    const fit = () =>
      photos.evaluate((frame) => {
        const slide = frame.querySelector('.keen-slider__slide:not([inert])')?.getBoundingClientRect();
        const box = frame.getBoundingClientRect();
        return slide ? Math.round(Math.abs(slide.left - box.left) + Math.abs(slide.width - box.width)) : -1;
      });
    await expect.poll(fit).toBe(0);

    await widget.getByRole('button', { name: 'One listing per row' }).click();
    await widget.getByRole('button', { name: 'Three listings per row' }).click();
    await expect.poll(fit).toBe(0);
    await widget.getByRole('button', { name: 'One listing per row' }).click();
    await expect.poll(fit).toBe(0);

    const before = await photos.evaluate((frame) => frame.getBoundingClientRect().width);
    await widget.getByRole('switch', { name: 'Show map' }).uncheck();
    await expect
      .poll(() => photos.evaluate((frame) => frame.getBoundingClientRect().width))
      .toBeGreaterThan(before + 100);
    await expect.poll(fit).toBe(0);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

describe('filters read from the address', () => {
  it('shows only listings in the price and beds range of the URL, and the bar previews them', async () => {
    const { page, errors } = await openPage(
      browser,
      // The Austin area at zoom 11: enough listings in view for the filters to leave several.
      '/listings?zoom=11&minPrice=300000&maxPrice=500000&minBedsCount=3',
    );
    await waitForCards(page);
    const bar = page.locator('bb-listings').getByRole('search', { name: 'Listing filters' });
    expect(await bar.getByRole('button', { name: /^Price/ }).textContent()).toContain('300K - 500K');
    expect(await bar.getByRole('button', { name: /^Beds/ }).textContent()).toContain('3 +');

    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(300_000);
      expect(price).toBeLessThanOrEqual(500_000);
    }
    const beds = await page.locator('bb-listings article.card .facts div:first-child dd').allTextContents();
    for (const count of beds) expect(Number(count)).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  it('applies a Beds choice from the bar: the URL, the preview and the list follow, page 1 again', async () => {
    // A second page of the map's view needs more than 50 listings in it: the Austin area at zoom 11.
    const { page } = await openPage(browser, '/listings?zoom=11&page=2');
    await waitForCards(page);
    const bar = page.locator('bb-listings').getByRole('search', { name: 'Listing filters' });
    await bar.getByRole('button', { name: /^Beds/ }).click();
    const panel = bar.getByRole('group', { name: 'Beds' });
    await panel.getByRole('combobox', { name: /min/i }).selectOption('4');
    await panel.getByRole('button', { name: 'Apply Changes' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('minBedsCount')).toBe('4');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await waitForCards(page);
    expect(await bar.getByRole('button', { name: /^Beds/ }).textContent()).toContain('4 +');
    const beds = await page.locator('bb-listings article.card .facts div:first-child dd').allTextContents();
    for (const count of beds) expect(Number(count)).toBeGreaterThanOrEqual(4);
  });
});

describe('the leasing page', () => {
  it('hides the property-type section and prices leases up to 10,000', async () => {
    const { page, errors } = await openPage(browser, '/listings');
    await waitForCards(page);
    const panel = page.locator('bb-listings').getByRole('complementary', { name: 'Filters' });
    expect(await panel.getByRole('heading', { name: 'Property Type' }).count()).toBe(1);

    await page.goto(new URL('/leasing', page.url()).href);
    await waitForCards(page);
    expect(await panel.getByRole('heading', { name: 'Status' }).count()).toBe(1);
    expect(await panel.getByRole('heading', { name: 'Property Type' }).count()).toBe(0);
    for (const price of (await cardPrices(page)).filter(Number.isFinite))
      expect(price).toBeLessThanOrEqual(10_000);
    expect(errors).toEqual([]);
  });
});

describe('filters on a phone', () => {
  it('hides the bar, opens the drawer from the Filters button and applies from it', async () => {
    const { page, errors } = await openPage(browser, '/listings', { width: 375, height: 800 });
    await waitForCards(page);
    const widget = page.locator('bb-listings');
    expect(await widget.getByRole('search', { name: 'Listing filters' }).isVisible()).toBe(false);

    const toggle = widget.getByRole('button', { name: 'Filters' });
    await toggle.click();
    const drawer = widget.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: '2+', exact: true }).click();
    await drawer.getByRole('button', { name: 'Apply All Changes' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('bath')).toBe('2');
    await expect.poll(() => drawer.count()).toBe(0);
    await waitForCards(page);
    const baths = await page.locator('bb-listings article.card .facts div:nth-child(2) dd').allTextContents();
    for (const text of baths) expect(Number(/^(\d+) /.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});

describe('the wide filter panels on a desktop', () => {
  /** How far the open dropdown panel's content runs past its box, and past the viewport's right edge. */
  const overflow = (page: Page) =>
    page.locator('bb-listings .bb-dropdown-panel').evaluate((panel) => ({
      sideways: panel.scrollWidth - panel.clientWidth,
      offScreen: Math.max(0, panel.getBoundingClientRect().right - document.documentElement.clientWidth),
    }));

  it('opens More filters whole, its cards two abreast, with nothing to scroll sideways', async () => {
    for (const width of [1000, 1440]) {
      const { page } = await openPage(browser, '/open-houses', { width, height: 900 });
      await waitForCards(page);
      const bar = page.locator('bb-listings').getByRole('search', { name: 'Listing filters' });
      await bar.getByRole('button', { name: 'More filters' }).click();
      const panel = bar.getByRole('group', { name: 'More filters' });
      await panel.getByRole('region', { name: 'Home Features' }).waitFor();
      expect(await overflow(page), `at ${width} px`).toEqual({ sideways: 0, offScreen: 0 });
      const [types, features] = await Promise.all(
        ['Property Type', 'Home Features'].map((name) =>
          panel.getByRole('region', { name }).evaluate((card) => card.getBoundingClientRect().top),
        ),
      );
      expect(features).toBe(types);
      await page.context().close();
    }
  });

  it('keeps the Location panel in its box, its info button beside the search, while results show', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await waitForCards(page);
    const bar = page.locator('bb-listings').getByRole('search', { name: 'Listing filters' });
    await bar.getByRole('button', { name: 'Location' }).click();
    const panel = bar.getByRole('group', { name: 'Location' });
    const search = panel.getByRole('combobox', { name: 'MLS# or Address' });
    await search.fill('787');
    await expect
      .poll(() => panel.getByRole('listbox').getByRole('option').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await overflow(page)).toEqual({ sideways: 0, offScreen: 0 });
    const info = await panel.getByRole('button', { name: 'About regions and metros' }).boundingBox();
    const box = await search.boundingBox();
    expect(Math.abs((info?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(4);
  });
});

describe('saved searches on a phone', () => {
  it('opens the Saved Searches panel whole on the screen, a name beside its Rename and Delete', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 375, height: 800 });
    // A guest's search saved in this browser before (SPEC §4), with a long Spanish name.
    await page.addInitScript(() => {
      const saved = [
        {
          id: 1,
          title: 'Búsqueda guardada 1',
          search: '?minBedsCount=3',
          savedAt: '2026-01-05T10:00:00.000Z',
        },
      ];
      localStorage.setItem('bluebonnet:saved-searches', JSON.stringify(saved));
    });
    await page.goto(new URL('/listings', inject('baseUrl')).href);
    await waitForCards(page);
    const widget = page.locator('bb-listings');
    await widget.getByRole('button', { name: /^Saved Searches/ }).click();
    const panel = widget.getByRole('group', { name: 'Saved Searches' });
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    // The name keeps whole words on a line: two lines at most, not a few letters a line.
    const name = await panel.getByRole('button', { name: /^Búsqueda guardada 1/ }).boundingBox();
    expect(name?.height).toBeLessThan(70);
    expect(await panel.getByRole('button', { name: 'Delete Búsqueda guardada 1' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("an agent's listings page", () => {
  /**
   * Puts a fresh `<bb-listings agent="…">` in place of the page's own, as an agent's page would have it,
   * and waits for the agent's details to arrive.
   */
  async function agentListings(matrixDir: string) {
    const { page, errors } = await openPage(browser, '/listings');
    await waitForCards(page);
    const agentRead = page.waitForResponse((response) =>
      response.url().includes(`/api/agentInfo/${matrixDir}`),
    );
    await page.evaluate((agent) => {
      const listings = document.querySelector('bb-listings');
      const mine = document.createElement('bb-listings');
      mine.setAttribute('agent', agent);
      listings?.replaceWith(mine);
    }, matrixDir);
    await agentRead;
    return { page, errors };
  }

  it('starts an agent from outside Austin and Dallas-Fort Worth on their metro at zoom 8 (SPEC §4)', async () => {
    const { page, errors } = await agentListings('jasmine-walker');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('metro'), { timeout: 10_000 })
      .toBe('houston');
    expect(new URL(page.url()).searchParams.get('zoom')).toBe('8');
    await expect
      .poll(() =>
        page
          .locator('bb-listings')
          .getByRole('button', { name: /^Location: Houston/ })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });

  it('leaves a Dallas-Fort Worth agent on the default search', async () => {
    const { page } = await agentListings('wei-zhang');
    await waitForCards(page);
    // The screen is busy until the agent's answer has been read and applied: then nothing was written
    // but the start view's camera, which every first load puts in the URL.
    await expect
      .poll(() => page.locator('bb-listings .listings-screen').getAttribute('aria-busy'), { timeout: 10_000 })
      .toBe('false');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      zoom: '13',
      centerLatitude: '30.2667',
      centerLongitude: '-97.7333',
    });
  });
});

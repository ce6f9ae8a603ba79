import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Location dropdown', () => {
  it('searches addresses, cities, MLS numbers and ZIP codes, reachable by keyboard', async () => {
    const { page, errors } = await openPage(browser, '/listings');
    const widget = page.locator('bb-listings');
    await widget.getByRole('button', { name: /^Location/ }).click();
    const box = widget.getByRole('combobox', { name: 'MLS# or Address' });
    await box.fill('787');
    const results = widget.getByRole('listbox');
    await expect.poll(() => results.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const group of ['Addresses', 'Cities', 'MLS #', 'Postal Codes']) {
      expect(await results.getByRole('group', { name: group }).count()).toBe(1);
    }
    // ZIP codes that start with 787 are Austin's; the empty city group says so.
    expect(await results.getByRole('group', { name: 'Cities' }).textContent()).toContain('No result');

    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await box.press('Escape');
    await expect.poll(() => results.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('takes a visitor on a site reached by IP address to working pages from a city and an address', async () => {
    // The site by its IP address, as a brokerage's staging server often is reached: no sub-domains, so
    // `round-rock.127.0.0.1` would be a dead link.
    const byIp = `http://127.0.0.1:${new URL(inject('baseUrl')).port}`;
    const { page, errors } = await openPage(browser, `${byIp}/listings`);
    const widget = page.locator('bb-listings');
    await widget.getByRole('button', { name: /^Location/ }).click();
    const box = widget.getByRole('combobox', { name: 'MLS# or Address' });
    await box.fill('round r');
    const city = widget
      .getByRole('listbox')
      .getByRole('group', { name: 'Cities' })
      .getByRole('option')
      .first();
    await expect.poll(() => city.textContent(), { timeout: 10_000 }).toContain('Round Rock');
    await city.click();
    await page.waitForURL((url) => url.searchParams.get('city') === 'round-rock', { waitUntil: 'commit' });
    expect(new URL(page.url()).origin).toBe(byIp);
    await expect.poll(() => widget.getByText(/Displaying \d+ listings/).count(), { timeout: 15_000 }).toBe(1);

    await widget.getByRole('button', { name: /^Location/ }).click();
    await box.fill('1');
    const address = widget
      .getByRole('listbox')
      .getByRole('group', { name: 'Addresses' })
      .getByRole('option')
      .first();
    await expect.poll(() => address.count(), { timeout: 10_000 }).toBe(1);
    const street = (await address.locator('.bb-search-primary').textContent())?.trim() ?? '';
    expect(street).toMatch(/^\d+ /);
    await address.click();
    await page.waitForURL((url) => url.pathname !== '/listings', { waitUntil: 'commit' });
    expect(new URL(page.url()).origin).toBe(byIp);
    await expect
      .poll(() => page.getByRole('heading', { name: street }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('puts a chosen county in the address and the list, and the button names it', async () => {
    const { page } = await openPage(browser, '/listings');
    const widget = page.locator('bb-listings');
    await widget.getByRole('button', { name: /^Location/ }).click();
    const county = widget.getByRole('combobox', { name: 'County' });
    await county.fill('Trav');
    await widget
      .getByRole('option', { name: /^Travis/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('county')).toBe('travis');
    await expect
      .poll(() => widget.getByRole('button', { name: 'Location: Travis' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => widget.locator('.grid').getAttribute('aria-busy')).toBe('false');
    const places = await widget.locator('article.card .place').allTextContents();
    expect(places.length).toBeGreaterThan(0);
  });

  it('shows a phone the county, city and ZIP code hints whole, in Spanish too, within the screen', async () => {
    for (const [lang, filters, hints] of [
      [
        'en',
        'Filters',
        [
          'Start typing to search for a county',
          'Start typing to search for a city',
          'Start typing to search for a zip code',
        ],
      ],
      [
        'es',
        'Filtros',
        [
          'Empiece a escribir para buscar un condado',
          'Empiece a escribir para buscar una ciudad',
          'Empiece a escribir para buscar un código postal',
        ],
      ],
    ] as const) {
      const { page } = await openPage(browser, 'about:blank', { width: 375, height: 800 });
      await page.addInitScript((chosen) => localStorage.setItem('bluebonnet:lang', chosen), lang);
      await page.goto(new URL('/listings', inject('baseUrl')).href);
      const widget = page.locator('bb-listings');
      await widget.getByRole('button', { name: filters, exact: true }).click({ timeout: 20_000 });
      const drawer = widget.getByRole('dialog', { name: filters });
      for (const hint of hints) {
        // A placeholder longer than its field is cut with no way to read the rest: the hint must be a
        // visible text of its own, on the screen, not clipped.
        const line = drawer.getByText(hint, { exact: true });
        await line.scrollIntoViewIfNeeded();
        expect(await line.isVisible(), hint).toBe(true);
        const box = await line.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375, hint).toBe(true);
        expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth), hint).toBe(true);
      }
      // Once the visitor types, the hint gives way to the text (and the popup's results).
      const county = drawer.getByRole('combobox', { name: lang === 'es' ? 'Condado' : 'County' });
      await county.fill('Tra');
      await county.blur();
      expect(await drawer.getByText(hints[0], { exact: true }).isVisible()).toBe(false);
      await page.context().close();
    }
  });
});

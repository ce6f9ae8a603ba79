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
});

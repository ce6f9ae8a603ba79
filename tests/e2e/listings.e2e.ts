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

const DISPLAYING = /^Displaying 50 listings \(1 to 50\) of ([\d,]+)$/;

/** The Austin area at zoom 11: the list is the map's view, and these tests need several pages of it. */
const AUSTIN_AREA = '/listings?zoom=11';

describe('the listings page', () => {
  it('shows 50 listing cards from the API with the count line, and no console errors', async () => {
    const { page, errors } = await openPage(browser, AUSTIN_AREA);
    const cards = page.locator('bb-listings article.card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(50);

    const counts = (await page.locator('bb-listings .counts span').first().textContent()) ?? '';
    const total = Number(DISPLAYING.exec(counts)?.[1]?.replaceAll(',', ''));
    expect(total).toBeGreaterThan(50);
    expect(await page.locator('bb-listings .page-of').textContent()).toBe(`Page 1/${Math.ceil(total / 50)}`);

    // Every card shows a formatted price, an address and its facts.
    const first = cards.first();
    expect(await first.locator('.price').textContent()).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(await first.locator('.address').textContent()).toMatch(/\d+ \w+/);
    expect(await first.locator('.facts dd').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('turns Spanish everywhere when the header switch is used: one store across two widgets', async () => {
    const { page } = await openPage(browser, AUSTIN_AREA);
    await expect.poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 }).toBe(50);
    await page.locator('bb-account-menu').getByRole('button', { name: 'Español' }).click();
    await expect
      .poll(() => page.locator('bb-listings .counts span').first().textContent())
      .toMatch(/^Mostrando 50 propiedades \(1 a 50\) de [\d,]+$/);
    expect(await page.locator('bb-listings .page-of').textContent()).toMatch(/^Página 1\/\d+$/);
    expect(
      await page
        .locator('bb-account-menu')
        .getByRole('button', { name: 'Español' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The choice is remembered on the next page.
    await page.goto(page.url().replace('/listings', '/leasing'));
    await expect
      .poll(() => page.locator('bb-listings .counts span').first().textContent(), { timeout: 20_000 })
      .toMatch(/^Mostrando/);
  });

  it('moves through pages with the pager, and back restores the first page', async () => {
    const { page } = await openPage(browser, AUSTIN_AREA);
    await expect.poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 }).toBe(50);
    const firstAddress = await page.locator('bb-listings article.card .address').first().textContent();

    await page.locator('bb-listings .pager').getByRole('link', { name: '2', exact: true }).click();
    await expect.poll(() => page.locator('bb-listings .page-of').textContent()).toMatch(/^Page 2\//);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.locator('bb-listings .counts span').first().textContent()).toMatch(/\(51 to 100\)/);

    await page.goBack();
    await expect.poll(() => page.locator('bb-listings .page-of').textContent()).toMatch(/^Page 1\//);
    expect(await page.locator('bb-listings article.card .address').first().textContent()).toBe(firstAddress);
  });
});

describe('the loader on a CMS page', () => {
  it('still works when the script is included twice, and loads tags added later', async () => {
    const { page, errors } = await openPage(browser, AUSTIN_AREA);
    await expect.poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 }).toBe(50);
    await page.addScriptTag({ url: '/dist/bluebonnet.js' });
    await page.evaluate(() => {
      const late = document.createElement('bb-loading');
      late.setAttribute('label', 'Loading the open houses');
      document.querySelector('main')?.append(late);
    });
    await expect
      .poll(() => page.locator('bb-loading [role="status"]').textContent())
      .toBe('Loading the open houses');
    expect(await page.locator('bb-listings article.card').count()).toBe(50);
    expect(errors).toEqual([]);
  });

  it('keeps a failing widget inside its element while the rest of the page works', async () => {
    const { page, errors } = await openPage(browser, AUSTIN_AREA);
    await page.evaluate(() =>
      document.querySelector('main')?.prepend(document.createElement('bb-test-crash')),
    );
    await expect
      .poll(() => page.locator('bb-test-crash [role="alert"] p').textContent(), { timeout: 20_000 })
      .toBe('This part of the page could not be shown.');
    await expect.poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 }).toBe(50);
    // The header widget still answers.
    await page.locator('bb-account-menu').getByRole('button', { name: 'Español' }).click();
    await expect
      .poll(() => page.locator('bb-test-crash [role="alert"] p').textContent())
      .toBe('No se pudo mostrar esta parte de la página.');
    expect(errors.some((e) => e.includes('[bluebonnet] <bb-test-crash> failed'))).toBe(true);
  });
});

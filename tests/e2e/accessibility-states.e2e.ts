import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { centralPin } from './support/central-pin';
import { launchChromium, openPage } from './support/open-browser';
import { registerClient } from './support/register-client';

let browser: Browser;
let agentDir = '';
beforeAll(async () => {
  browser = await launchChromium();
  const staff: { data: { MatrixDir: string }[] } = await (
    await fetch(new URL('/api/staff', inject('baseUrl')))
  ).json();
  agentDir = staff.data[0]?.MatrixDir ?? '';
});
afterAll(async () => {
  await browser?.close();
});

const listings = (page: Page) => page.locator('bb-listings');

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
}

/** Opens a signed-in page: a fresh client registered through the API, its cookie in the context. */
async function signedIn(path: string, width = 1440): Promise<Page> {
  const { page } = await openPage(browser, 'about:blank', { width, height: 900 });
  await registerClient(page.context());
  await page.goto(new URL(path, inject('baseUrl')).href);
  return page;
}

describe('accessibility of every demo page (axe, WCAG 2.2 AA)', () => {
  // The demo pages of server/routes/demo.ts the other suites do not already scan; an agent's sub-domain too.
  const pages: [string, () => string][] = [
    ['the contact page', () => '/contact'],
    ["an agent's contact page", () => `/about/${agentDir}`],
    ['the dashboard signed out', () => '/dashboard'],
    ['the favorites signed out', () => '/dashboard/favorites'],
    ['the compare list signed out', () => '/dashboard/compare'],
    ['the register page', () => '/register'],
    ['a blog post', () => '/blog/1/first-home-in-austin'],
    ['the thank-you page', () => '/thank-you'],
    ["an agent's own site", () => `http://${agentDir}.localhost:${new URL(inject('baseUrl')).port}/`],
    ['the open houses', () => '/open-houses'],
    ['the leasing page', () => '/leasing'],
  ];

  for (const [name, path] of pages) {
    it(`finds nothing on ${name}, on a desktop and on a phone`, async () => {
      for (const width of [1440, 375]) {
        const { page } = await openPage(browser, path(), { width, height: 900 });
        if (name === 'the open houses' || name === 'the leasing page') await settled(page);
        expect(await axeViolations(page), `${path()} at ${width} px`).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('finds nothing on the dashboard, favorites and compare pages signed in', async () => {
    const page = await signedIn('/dashboard');
    await page.locator('bb-dashboard').getByRole('heading', { name: 'Account details' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['/dashboard/favorites', '/dashboard/compare']) {
      await page.goto(new URL(path, inject('baseUrl')).href);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });
});

describe('accessibility of every open state (axe, WCAG 2.2 AA)', () => {
  for (const name of ['Price', 'Beds', 'Bath', 'Sqft', 'Levels', 'More filters']) {
    it(`finds nothing with the filter bar's ${name} dropdown open`, async () => {
      const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
      await settled(page);
      const bar = listings(page).getByRole('search', { name: 'Listing filters' });
      const button = bar.getByRole('button', { name: new RegExp(`^${name}`) });
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('finds nothing in the filter drawer on a phone', async () => {
    const { page } = await openPage(browser, '/listings', { width: 375, height: 800 });
    await settled(page);
    await listings(page).getByRole('button', { name: 'Filters' }).click();
    await listings(page).getByRole('dialog', { name: 'Filters' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds nothing in the saved-search panel and in a map popup', async () => {
    const { page } = await openPage(
      browser,
      '/listings?zoom=15&centerLatitude=30.2667&centerLongitude=-97.7333',
      { width: 1440, height: 900 },
    );
    await settled(page);
    await listings(page)
      .getByRole('button', { name: /^Saved Searches/ })
      .click();
    await listings(page).locator('.bb-saved-search-panel').waitFor();
    expect(await axeViolations(page), 'saved searches').toEqual([]);
    await page.keyboard.press('Escape');

    await expect
      .poll(() => listings(page).locator('.bb-pin').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await (await centralPin(page)).click();
    const popup = listings(page).locator('.map-popup[role="dialog"]');
    await expect.poll(() => popup.locator('.map-card').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await axeViolations(page), 'map popup').toEqual([]);
    await page.context().close();
  });

  it('finds nothing in the login and register modals, on a desktop and on a phone', async () => {
    for (const width of [1440, 375]) {
      const { page } = await openPage(browser, '/', { width, height: 800 });
      const menu = page.locator('bb-account-menu');
      await menu.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).waitFor();
      expect(await axeViolations(page), `login ${width}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await menu.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Create Your Profile Now' }).waitFor();
      expect(await axeViolations(page), `register ${width}`).toEqual([]);
      await page.context().close();
    }
  });

  it('finds nothing with the account menu open and in the note modal', async () => {
    const page = await signedIn('/listings');
    await settled(page);
    const card = listings(page).getByRole('article').first();
    const heart = card.getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The open menu is checked over the favorites page: over /listings it lies on the toolbar's layout
    // buttons, which axe then counts as too small a target while the menu covers them.
    await page.goto(new URL('/dashboard/favorites', inject('baseUrl')).href);
    const menu = page.locator('bb-account-menu');
    await menu.getByRole('button', { name: /Ana/ }).click();
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await axeViolations(page), 'account menu').toEqual([]);
    await page.keyboard.press('Escape');

    await page
      .locator('bb-favorites')
      .getByRole('button', { name: /^Add a note/ })
      .click({ timeout: 20_000 });
    await page.getByRole('dialog').getByRole('textbox').waitFor();
    expect(await axeViolations(page), 'note modal').toEqual([]);
    await page.context().close();
  });

  it("finds nothing in the listing detail's tour scheduling step", async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await settled(page);
    await listings(page).locator('article.card .address-link').first().click();
    const tour = page
      .locator('dialog.bb-listing-modal .tour-slot')
      .getByRole('button', { name: 'Schedule a Tour', exact: true });
    await tour.click({ timeout: 20_000 });
    await page.getByRole('dialog', { name: 'Schedule a Tour' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds nothing in the listing detail on a phone in Spanish, its footer links 24 px targets', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 375, height: 800 });
    // The visitor chose Español before (the language switch stores it): the longer Spanish texts wrap the
    // footer's links differently, which is where the footer's targets once crowded each other.
    await page.addInitScript(() => localStorage.setItem('bluebonnet:lang', 'es'));
    await page.goto(new URL('/listings', inject('baseUrl')).href);
    await settled(page);
    await listings(page).locator('article.card .address-link').first().click();
    const footer = page.locator('dialog.bb-listing-modal .detail-footer');
    await footer.getByText('Línea gratuita').waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    // WCAG 2.5.8 at its simplest: every footer link, the phone numbers included, is at least 24 px high.
    const heights = await footer
      .locator('a')
      .evaluateAll((links) =>
        links.map(
          (link) => [link.textContent ?? '', Math.round(link.getBoundingClientRect().height)] as const,
        ),
      );
    expect(heights.length).toBeGreaterThan(10);
    expect(heights.filter(([, height]) => height < 24)).toEqual([]);
    await page.context().close();
  });

  it("finds nothing with the blog post's share menu open", async () => {
    const { page } = await openPage(browser, '/blog/1/first-home-in-austin', { width: 375, height: 800 });
    // Sharing is a client's action (SPEC §6); a guest would get the login modal.
    await registerClient(page.context(), 'Axe Sharer');
    await page.reload();
    await page.locator('bb-blog').getByRole('button', { name: 'Share' }).click();
    await page.locator('bb-blog').getByRole('link', { name: 'Share on X' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

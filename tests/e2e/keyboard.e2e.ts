import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';
import { registerClient } from './support/register-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Focused {
  /** The focused element's accessible-name sources, joined: aria-label, else its text. */
  name: string;
  tag: string;
  /** Whether the focus is drawn: a visible outline or a box shadow on the element. */
  visible: boolean;
}

/** The element that holds the keyboard focus, looking through every shadow root on the way. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const visible = outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const labels = 'labels' in element && element.labels instanceof NodeList ? [...element.labels] : [];
    const label = element.getAttribute('aria-label') ?? labels[0]?.textContent ?? element.textContent ?? '';
    return { name: label.replace(/\s+/g, ' ').trim(), tag: element.tagName.toLowerCase(), visible };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on an element whose name matches, and asserts that
 * every element the focus passed on the way showed it. Fails naming where the focus went instead.
 */
async function tabTo(page: Page, name: RegExp, options: { back?: boolean; max?: number } = {}) {
  const seen: string[] = [];
  for (let step = 0; step < (options.max ?? 120); step += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now) continue;
    seen.push(`${now.tag} "${now.name.slice(0, 40)}"`);
    expect(now.visible, `no visible focus on ${now.tag} "${now.name}"`).toBe(true);
    if (name.test(now.name)) return;
  }
  throw new Error(`never reached ${name} by keyboard; the focus went to:\n${seen.join('\n')}`);
}

async function expectFocusOn(page: Page, name: RegExp): Promise<void> {
  await expect.poll(async () => (await focused(page))?.name ?? '').toMatch(name);
  expect((await focused(page))?.visible).toBe(true);
}

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('bb-listings .grid').getAttribute('aria-busy'), { timeout: 20_000 })
    .toBe('false');
}

const bedsOfCards = (page: Page) =>
  page.locator('bb-listings article.card .facts div:first-child dd').allTextContents();

describe('keyboard only', () => {
  for (const path of ['/', '/contact', '/register', '/blog/1/first-home-in-austin', '/dashboard']) {
    it(`draws the focus on every tab stop of ${path}`, async () => {
      const { page } = await openPage(browser, path, { width: 1440, height: 900 });
      await page.waitForLoadState('networkidle');
      const missing: string[] = [];
      let stops = 0;
      for (let step = 0; step < 50; step += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (!now) continue;
        stops += 1;
        if (!now.visible) missing.push(`${now.tag} "${now.name.slice(0, 40)}"`);
      }
      expect(stops).toBeGreaterThan(5);
      expect(missing).toEqual([]);
      await page.context().close();
    });
  }

  it('filters the listings by beds, opens a listing and reaches the tour form', async () => {
    const { page } = await openPage(browser, '/listings', { width: 1440, height: 900 });
    await settled(page);

    await tabTo(page, /^Beds/);
    await page.keyboard.press('Enter');
    await tabTo(page, /min/i);
    // A native <select>: the arrow keys change its value without opening a list.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    await tabTo(page, /^Apply Changes$/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await bedsOfCards(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await bedsOfCards(page)).every((beds) => Number(beds) >= 4), { timeout: 20_000 })
      .toBe(true);
    const bedsButton = page
      .locator('bb-listings')
      .getByRole('search', { name: 'Listing filters' })
      .getByRole('button', { name: /^Beds/ });
    expect(await bedsButton.textContent()).toMatch(/4 \+/);

    // The first card's address opens the listing's detail.
    const address =
      (await page.locator('bb-listings article.card .address-link').first().textContent()) ?? '';
    await tabTo(
      page,
      new RegExp(
        address
          .trim()
          .slice(0, 12)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      ),
    );
    await page.keyboard.press('Enter');
    await page.locator('bb-listings dialog .detail-price').waitFor({ timeout: 20_000 });
    await tabTo(page, /^Schedule a Tour$/, { max: 200 });
    await page.keyboard.press('Enter');
    const tour = page.getByRole('dialog', { name: 'Schedule a Tour' });
    await tour.waitFor();
    // The focus moved into the tour dialog, and Tab reaches its form's first field.
    const focusDialog = () =>
      page.evaluate(() => {
        let element: Element | null = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        const dialog = element?.closest('dialog, [role="dialog"]');
        if (!dialog) return '';
        const root = dialog.getRootNode() as Document | ShadowRoot;
        const labelledBy = dialog.getAttribute('aria-labelledby');
        return (
          dialog.getAttribute('aria-label') ??
          (labelledBy ? root.getElementById(labelledBy)?.textContent : null) ??
          'unnamed dialog'
        );
      });
    await expect.poll(focusDialog).toBe('Schedule a Tour');
    await tabTo(page, /.+/, { max: 5 });
    expect(await focusDialog()).toBe('Schedule a Tour');
    expect(['input', 'select', 'textarea', 'button']).toContain((await focused(page))?.tag);
    expect((await focused(page))?.visible).toBe(true);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('signs in from the account menu, favorites a listing and saves a search', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 1440, height: 900 });
    const context = page.context();
    // A client of our own, then signed out again: the sign-in below is the keyboard's.
    await registerClient(context, 'Ana Keyboard');
    const at = (path: string) => new URL(path, inject('baseUrl')).href;
    const session: { Client: { PartyEmail?: string; email?: string } | null } = await (
      await context.request.get(at('/api/session'))
    ).json();
    const email = session.Client?.PartyEmail ?? session.Client?.email ?? '';
    expect(email).toContain('@');
    await context.request.post(at('/sign-out'));
    await page.goto(at('/listings'));
    await settled(page);

    await tabTo(page, /^Login$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).waitFor();
    await tabTo(page, /^Email/, { max: 10 });
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectFocusOn(page, /^Password/);
    await page.keyboard.type('bluebonnet-e2e-2026');
    await page.keyboard.press('Enter');
    const menu = page.locator('bb-account-menu');
    await menu.getByRole('button', { name: /Ana/ }).waitFor({ timeout: 20_000 });

    // Favorite the first card with the keyboard; the account menu counts it.
    await tabTo(page, /^Add to favorites$/, { max: 200 });
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .locator('bb-listings article.card')
          .first()
          .getByRole('button', { name: 'Add to favorites' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await tabTo(page, /Ana/, { back: true, max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.locator('.account-counts').textContent()).toContain('1 favorite');
    await page.keyboard.press('Escape');

    // Save the search with the keyboard.
    await tabTo(page, /^Saved Searches/, { max: 200 });
    await page.keyboard.press('Enter');
    await tabTo(page, /^Save Search$/, { max: 20 });
    await page.keyboard.press('Enter');
    const list = page.locator('bb-listings').getByRole('list', { name: 'Choose a saved search' });
    await expect
      .poll(() => list.getByRole('button', { name: 'Save Search 1', exact: true }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await context.close();
  });
});

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

describe('the demo header on a phone (375 px)', () => {
  it('folds its links behind a Menu button that says whether they show; Escape folds them again', async () => {
    const { page, errors } = await openPage(browser, '/', { width: 375, height: 812 });
    const header = page.locator('header.site-header');
    const menu = header.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    const buy = header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await buy.isVisible()).toBe(false);
    // The header leaves the phone's screen to the page: the brand and Menu on one line, the account
    // menu below, well under a quarter of its 812 px (it took 350 px).
    expect((await header.boundingBox())?.height).toBeLessThan(180);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await buy.isVisible()).toBe(true);
    await buy.focus();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await buy.isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows every link and no Menu button at 1440 px', async () => {
    const { page } = await openPage(browser, '/', { width: 1440 });
    const header = page.locator('header.site-header');
    await header.getByRole('link', { name: 'Buy' }).waitFor();
    expect(await header.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});

describe('a legal page on a phone', () => {
  it("reads in the site's sans-serif type with 16 px margins", async () => {
    const { page } = await openPage(browser, '/privacy', { width: 375, height: 812 });
    const text = page.locator('article[lang="en"] p').first();
    await text.waitFor();
    expect(await text.evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(/sans-serif$/);
    expect((await text.boundingBox())?.x).toBeGreaterThanOrEqual(16);
  });
});

describe('the register modal at 1440 px', () => {
  it('has one heading and lines its fields up: Property beside Metro, Email as tall as Password', async () => {
    const { page } = await openPage(browser, '/', { width: 1440 });
    await page.locator('bb-account-menu').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Your Profile Now' });
    await dialog.waitFor();
    expect(await dialog.getByText('Create your profile', { exact: true }).count()).toBe(0);
    const box = async (name: string) => {
      const found = await dialog.getByLabel(name, { exact: true }).boundingBox();
      if (!found) throw new Error(`${name} has no box`);
      return found;
    };
    const metro = await box('Metro');
    const property = await box('Property');
    expect(property.y).toBeCloseTo(metro.y, 0);
    expect(property.height).toBeCloseTo(metro.height, 0);
    expect((await box('Email')).height).toBeCloseTo((await box('Password')).height, 0);
  });
});

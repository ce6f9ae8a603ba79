import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const menu = (page: Page) => page.locator('bb-account-menu');
/** The page's one account modal, in whichever widget hosts it. */
const modal = (page: Page) => page.getByRole('dialog');

async function fillRegistration(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByRole('button', { name: 'Sell' }).click();
  expect(await scope.getByRole('button', { name: 'Sell' }).getAttribute('aria-pressed')).toBe('true');
  await scope.getByRole('combobox', { name: 'Property' }).selectOption('Home');
  await scope.getByRole('textbox', { name: 'Full Name' }).fill('Ana María Pérez');
  await scope.getByRole('textbox', { name: 'Phone' }).fill('512-555-0147');
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill('correct horse');
  await scope.getByLabel('Confirm password').fill('correct horse');
  // Everything but the captcha is valid: Sign Up waits for it.
  expect(await scope.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
  // The real ALTCHA widget: its checkbox starts the proof of work against our server's challenge.
  await scope.getByText("I'm not a robot").click();
  await expect
    .poll(() => scope.getByRole('button', { name: 'Sign Up' }).isEnabled(), { timeout: 60_000 })
    .toBe(true);
}

describe('accounts', () => {
  it('registers through the register modal with the real captcha, signs out and in again, and stays signed in', async () => {
    const { page, errors } = await openPage(browser, '/contact', { width: 1440 });
    const email = `ana.${Date.now()}@example.com`;
    await menu(page).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = modal(page);
    await dialog.getByRole('heading', { name: 'Create Your Profile Now' }).waitFor();
    await fillRegistration(dialog, email);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Signed in at once: the header's menu names the new client.
    await menu(page).getByRole('button', { name: /Ana/ }).waitFor();
    // The captcha's stylesheet stayed in our shadow root: the host page got no <style>.
    expect(await page.evaluate(() => document.querySelectorAll('head style, body > style').length)).toBe(0);

    // Sign out from the menu.
    await menu(page).getByRole('button', { name: /Ana/ }).click();
    await menu(page).getByRole('button', { name: 'Sign out' }).click();
    await menu(page).getByRole('button', { name: 'Login' }).waitFor();

    // Sign in again through the login modal: empty fields first send nothing.
    await menu(page).getByRole('button', { name: 'Login' }).click();
    await modal(page).getByRole('button', { name: 'Login' }).click();
    expect(await modal(page).getByText('Email is required').isVisible()).toBe(true);
    await modal(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await modal(page).getByLabel('Password').fill('wrong password');
    await modal(page).getByRole('button', { name: 'Login' }).click();
    await modal(page).getByText('The information provided does not match our records.').waitFor();
    await modal(page).getByLabel('Password').fill('correct horse');
    await modal(page).getByRole('button', { name: 'Login' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await menu(page).getByRole('button', { name: /Ana/ }).waitFor();

    // The session is the server's cookie: a reload is still signed in.
    await page.reload();
    await menu(page).getByRole('button', { name: /Ana/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a second tab follows a sign-out in the first', async () => {
    const { page } = await openPage(browser, '/register', { width: 375 });
    const form = page.locator('bb-register');
    await fillRegistration(form, `tab.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByText('Welcome, Ana!').waitFor();
    const second = await page.context().newPage();
    await second.goto(new URL('/dashboard', inject('baseUrl')).href);
    const dashboard = second.locator('bb-dashboard');
    await dashboard.getByRole('heading', { name: 'Account details' }).waitFor();
    expect(await dashboard.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Ana');

    await menu(page).getByRole('button', { name: /Ana/ }).click();
    await menu(page).getByRole('button', { name: 'Sign out' }).click();
    // The other tab hears of it through the display cache's storage event and asks the server.
    await menu(second).getByRole('button', { name: 'Login' }).waitFor();
    await dashboard.getByText('Log in to see and edit your profile.').waitFor();
    await page.context().close();
  });

  it('the login and register modals and the dashboard pass axe at 375 px, and a guest action opens the login modal', async () => {
    const { page } = await openPage(browser, '/dashboard', { width: 375 });
    await page.locator('bb-dashboard').getByRole('button', { name: 'Login' }).click();
    await modal(page).getByRole('button', { name: 'Login' }).click();
    await modal(page).getByText('Password is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal(page).getByRole('button', { name: 'Sign Up' }).click();
    await modal(page).locator('altcha-widget').getByText("I'm not a robot").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and gives focus back to the button that opened it, in another widget.
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('bb-dashboard')?.shadowRoot?.activeElement?.textContent),
      )
      .toBe('Login');
    await page.context().close();
  });
});

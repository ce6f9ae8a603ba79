import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CaughtMail } from '../../server/mail/start-smtp-catcher';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';
import { REGISTERED_PASSWORD, registerClient } from './support/register-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const caught = (): CaughtMail[] =>
  readFileSync(inject('mailLog'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** The path of the first `path` link in the e-mail to `to` whose subject matches, once it has arrived. */
async function linkFromMail(to: string, subject: RegExp, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = caught().find((m) => m.to.includes(to) && subject.test(m.subject));
        link = mail && new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

const menu = (page: Page) => page.locator('bb-account-menu');
const modal = (page: Page) => page.getByRole('dialog');
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

async function logIn(page: Page, email: string, password: string) {
  await menu(page).getByRole('button', { name: 'Login' }).click();
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await modal(page).getByLabel('Password').fill(password);
  await modal(page).getByRole('button', { name: 'Login' }).click();
}

describe('account e-mails through the SMTP catcher', () => {
  it('recovers a password: Forgot password?, the link from the e-mail, a new password that signs in, the old one refused', async () => {
    const email = uniqueEmail('rita');
    const elsewhere = await browser.newContext();
    await registerClient(elsewhere, 'Rita Recovers', inject('baseUrl'), email);

    const { page, errors } = await openPage(browser, '/contact', { width: 1440 });
    await menu(page).getByRole('button', { name: 'Login' }).click();
    await modal(page).getByRole('button', { name: 'Forgot password?' }).click();
    await modal(page).getByRole('button', { name: 'Send the link' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await modal(page).getByRole('button', { name: 'Send the link' }).click();
    await modal(page)
      .getByText(/we have sent it a link to set a new password/)
      .waitFor();

    const link = await linkFromMail(email, /new password/i, '/reset-password');
    await page.goto(new URL(link, inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password (at least 8 characters)').fill('prairie-wind-4417');
    await page.getByLabel('New password again').fill('prairie-wind-4417');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor();
    // The pages obeyed our Content-Security-Policy: no inline style or script was refused.
    expect(errors).toEqual([]);
    // The link works once: the second time its page answers 400 and says so.
    await page.goto(new URL(link, inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    expect(errors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);

    // The browser that was signed in is signed out.
    const session = await elsewhere.request.get(new URL('/api/session', inject('baseUrl')).href);
    expect(await session.json()).toEqual({ Client: null });
    await elsewhere.close();

    await page.goto(new URL('/contact', inject('baseUrl')).href);
    await logIn(page, email, REGISTERED_PASSWORD);
    await modal(page).getByText('The information provided does not match our records.').waitFor();
    await modal(page).getByLabel('Password').fill('prairie-wind-4417');
    await modal(page).getByRole('button', { name: 'Login' }).click();
    await menu(page).getByRole('button', { name: /Rita/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('verifies the e-mail of a new account: the welcome link, the confirm button, the dashboard says so', async () => {
    const email = uniqueEmail('vera');
    const { page, errors } = await openPage(browser, '/contact', { width: 1440 });
    await registerClient(page.context(), 'Vera Verifies', inject('baseUrl'), email);
    await page.goto(new URL('/dashboard', inject('baseUrl')).href);
    await page.getByText('Your email address is not verified yet').waitFor();

    const link = await linkFromMail(email, /welcome/i, '/verify-email');
    await page.goto(new URL(link, inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();

    await page.goto(new URL('/dashboard', inject('baseUrl')).href);
    await page.getByText('Your email address is verified.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

// The schedule-tour block is mounted by a test-only widget (tests/e2e/widgets/bb-test-tour.tsx) until the
// listing detail modal mounts it; the block and its lead flow are the same code either way.

let browser: Browser;
let listingKey: number;
let address: string;
beforeAll(async () => {
  browser = await launchChromium();
  const response = await fetch(new URL('/api/featureListings', inject('baseUrl')));
  const body: { data: { ListingKeyNumeric: number; Address: string }[] } = await response.json();
  const first = body.data[0];
  if (!first) throw new Error('the test server has no featured listing');
  listingKey = first.ListingKeyNumeric;
  address = first.Address;
});
afterAll(async () => {
  await browser?.close();
});

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}
const caughtMail = (): CaughtMail[] =>
  readFileSync(inject('mailLog'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function openTour(options: { width?: number } = {}) {
  const opened = await openPage(browser, '/', options);
  await opened.page.evaluate((key) => {
    const tour = document.createElement('bb-test-tour');
    tour.setAttribute('listing-key', String(key));
    document.querySelector('main')?.prepend(tour);
  }, listingKey);
  await expect
    .poll(() => opened.page.getByRole('button', { name: 'Schedule a Tour', exact: true }).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  return opened;
}

async function fillContact(page: Page, email: string, phone: string) {
  await page.getByRole('button', { name: 'Schedule a Tour', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Tour' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('García');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill(phone);
  return dialog;
}

async function finishLastStep(page: Page) {
  const last = page.getByRole('dialog', { name: 'One Last Step' });
  await last.getByRole('radio', { name: 'Spanish' }).check();
  await last.getByRole('radio', { name: 'No' }).first().check();
  await last.getByRole('radio', { name: 'Yes' }).nth(1).check();
  await last.getByRole('combobox', { name: /^Metro/ }).fill('Austin');
  await last.getByRole('button', { name: 'All Done' }).click();
}

describe('schedule a tour and the lead flow', () => {
  it('starts the date strip with ASAP, chosen, and the earlier-dates arrow disabled', async () => {
    const { page, errors } = await openTour({ width: 375 });
    const days = page.locator('bb-test-tour .bb-tour-day input');
    expect(await days.count()).toBe(11);
    expect(await days.first().getAttribute('value')).toBe('asap');
    expect(await page.getByRole('radio', { name: 'ASAP' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Earlier dates' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the server's phone error for a 9-digit phone", async () => {
    const { page } = await openTour();
    const dialog = await fillContact(page, 'ana@example.com', '512555014');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => dialog.locator('.bb-lead-error[data-field="PartyPhone"]').textContent())
      .toBe('Enter a 10-digit phone number');
  });

  it('delivers a full lead to the SMTP catcher and thanks the visitor', async () => {
    const { page, errors } = await openTour();
    const email = `ana.${Date.now()}@example.com`;
    const dialog = await fillContact(page, email, '5125550147');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await finishLastStep(page);
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect.poll(() => thanks.textContent()).toContain(email);
    await expect
      .poll(() => caughtMail().find((mail) => mail.text.includes(email)), { timeout: 20_000 })
      .toBeTruthy();
    const mail = caughtMail().find((m) => m.text.includes(email));
    expect(mail?.subject).toContain(address);
    expect(mail?.text).toContain('5125550147');
    expect(errors).toEqual([]);
  });

  it('keeps what was typed while the API is down, and sends it once it is back', async () => {
    const { page } = await openTour();
    const email = `offline.${Date.now()}@example.com`;
    const dialog = await fillContact(page, email, '5125550147');
    await page.route('**/api/clients/**', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('What you typed is kept');
    expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);

    // A reload while the API is still down: the draft comes back from session storage.
    await page.reload();
    await page.evaluate((key) => {
      const tour = document.createElement('bb-test-tour');
      tour.setAttribute('listing-key', String(key));
      document.querySelector('main')?.prepend(tour);
    }, listingKey);
    await page.getByRole('button', { name: 'Schedule a Tour', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Schedule a Tour' });
    expect(await again.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    expect(await again.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('García');

    await page.unroute('**/api/clients/**');
    await again.getByRole('button', { name: 'Next' }).click();
    await finishLastStep(page);
    await expect.poll(() => page.getByRole('dialog', { name: 'Thank you!' }).textContent()).toContain(email);
    await expect
      .poll(() => caughtMail().some((mail) => mail.text.includes(email)), { timeout: 20_000 })
      .toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type OpenedPage, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
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

interface OpenedTour extends OpenedPage {
  /** The listing's street address, as the lead e-mail's subject names it. */
  address: string;
}

/**
 * Opens the first listing of `/listings` in its detail modal, the way a visitor does, and waits for the
 * modal's schedule-tour block. `query` is appended to /listings (e.g. a lead `source`).
 */
async function openTour(options: { width?: number; query?: string } = {}): Promise<OpenedTour> {
  const opened = await openPage(browser, `/listings?sortBy=newest${options.query ?? ''}`, options);
  const link = opened.page.locator('bb-listings article.card .address-link').first();
  await link.waitFor({ timeout: 20_000 });
  const key = /-(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
  if (!key) throw new Error('the first card links to no listing key');
  const item = await fetch(new URL(`/api/listingsItem/${key}`, inject('baseUrl')));
  const { data }: { data: { Address: string } } = await item.json();
  await link.click();
  await expect.poll(() => tourButton(opened.page).count(), { timeout: 20_000 }).toBe(1);
  return { ...opened, address: data.Address };
}

/** The detail's own 'Schedule a Tour' button (the header's 'Schedule Tour' only scrolls to it). */
const tourButton = (page: Page) =>
  page
    .locator('dialog.bb-listing-modal .tour-slot')
    .getByRole('button', { name: 'Schedule a Tour', exact: true });

async function fillContact(page: Page, email: string, phone: string) {
  await tourButton(page).click();
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
    const days = page.locator('dialog.bb-listing-modal .bb-tour-day input');
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

  it('delivers a full lead with its source to the SMTP catcher and thanks the visitor', async () => {
    const { page, errors, address } = await openTour({ query: '&source=e2e-campaign' });
    const email = `ana.${Date.now()}@example.com`;
    const dialog = await fillContact(page, email, '5125550147');
    expect(await dialog.getByRole('textbox', { name: /^Question/ }).inputValue()).toContain(address);
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
    expect(mail?.text).toMatch(/Source:\s+e2e-campaign/);
    expect(errors).toEqual([]);
  });

  it('shows the chosen day and kind of tour, and tells the agent the preferred time picked', async () => {
    const { page, errors } = await openTour({ width: 375 });
    const slot = page.locator('dialog.bb-listing-modal .tour-slot');
    await slot.getByRole('tab', { name: 'Virtual Tour' }).click();
    const day = slot.getByRole('radio').nth(2);
    const dayName = await day.getAttribute('aria-label');
    await day.check();
    const email = `tour.${Date.now()}@example.com`;
    const dialog = await fillContact(page, email, '5125550147');
    expect(await dialog.locator('.bb-lead-tour-summary').textContent()).toBe(`Video tour · ${dayName}`);
    await dialog.getByRole('combobox', { name: 'Preferred time' }).selectOption({ label: '2:00 PM' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await finishLastStep(page);
    await expect
      .poll(() => caughtMail().find((mail) => mail.text.includes(email)), { timeout: 20_000 })
      .toBeTruthy();
    expect(caughtMail().find((m) => m.text.includes(email))?.text).toMatch(
      /Tour:\s+virtual, \d{4}-\d{2}-\d{2} at 2:00 PM/,
    );
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

    // A reload while the API is still down lands on the listing's own page (<bb-house>), whose tour
    // block finds the draft in session storage.
    await page.reload();
    await page
      .locator('bb-house .tour-slot')
      .getByRole('button', { name: 'Schedule a Tour', exact: true })
      .click();
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

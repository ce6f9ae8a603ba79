import { readFileSync } from 'node:fs';
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

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  replyTo: string;
}
const caughtMail = (): CaughtMail[] =>
  readFileSync(inject('mailLog'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const contact = (page: Page) => page.locator('bb-contact');
const errorOf = (page: Page, field: string) =>
  contact(page).locator(`.bb-lead-error[data-field="${field}"]`).textContent();

describe('the contact page', () => {
  it("shows 'CONTACT US', the offices with map links and the staff carousel linking to their pages", async () => {
    const { page, errors } = await openPage(browser, '/contact', { width: 1440 });
    await expect
      .poll(() => contact(page).getByRole('heading', { level: 2 }).textContent())
      .toBe('CONTACT US');
    const offices = contact(page).getByRole('region', { name: 'Office Locations' });
    await offices.getByRole('link', { name: /^View on map: North Austin/ }).waitFor();
    expect(await offices.getByRole('link', { name: /^View on map/ }).count()).toBe(3);
    const staff = contact(page).getByRole('region', { name: 'Our Team' });
    await staff.waitFor();
    const first = staff.locator('h4 a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/about\/[a-z-]+$/);
    // Tabbing to a card off to the side brings it into view.
    await staff.locator('h4 a').last().focus();
    await expect.poll(() => staff.locator('h4 a').last().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a bad e-mail error on the e-mail field only', async () => {
    const { page } = await openPage(browser, '/contact', { width: 375 });
    const form = contact(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Bo Diddley');
    await form.getByRole('textbox', { name: 'Email' }).fill('bo@example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('512-555-0147');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello there.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => errorOf(page, 'clientEmail'))
      .toBe('Please provide a properly formatted email address');
    for (const field of ['clientName', 'clientPhone', 'clientMessage'])
      expect(await errorOf(page, field)).toBe('');
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Hello there.');
    await page.context().close();
  });

  it('sends a good message by keyboard: success text, cleared form, and the e-mail arrives', async () => {
    const { page, errors } = await openPage(browser, '/contact', { width: 1440 });
    const form = contact(page);
    const stamp = `e2e-${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Bo Diddley');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bo@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5125550147');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Please call me. <b>${stamp}</b>`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.getByText('Your message has been sent!').waitFor();
    for (const name of ['Name', 'Email', 'Phone', 'Message']) {
      expect(await form.getByRole('textbox', { name }).inputValue()).toBe('');
    }
    await expect.poll(() => caughtMail().filter((mail) => mail.text.includes(stamp)).length).toBe(1);
    const mail = caughtMail().find((m) => m.text.includes(stamp));
    expect(mail?.to).toEqual(['leads@e2e.test']);
    expect(mail?.replyTo).toContain('bo@example.com');
    expect(mail?.text).toContain(`<b>${stamp}</b>`);
    // The line goes after 2 s.
    await expect.poll(() => form.getByText('Your message has been sent!').count(), { timeout: 5000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds nothing with axe at 1440 and 375 px', async () => {
    for (const width of [1440, 375]) {
      const { page } = await openPage(browser, '/contact', { width });
      await contact(page).getByRole('region', { name: 'Our Team' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});

describe("an agent's page, /about/{MatrixDir}", () => {
  it("says 'CONTACT {AGENT}' without the staff carousel and writes to the agent", async () => {
    const staff = await (await fetch(new URL('/api/staff', inject('baseUrl')))).json();
    const member: { MatrixDir: string; AgentChimeName: string; staff_email: string } = staff.data[0];
    const { page, errors } = await openPage(browser, `/about/${member.MatrixDir}`, { width: 1440 });
    const heading = contact(page).getByRole('heading', { level: 2 });
    await expect.poll(() => heading.textContent()).toBe(`CONTACT ${member.AgentChimeName.toUpperCase()}`);
    await contact(page).getByRole('link', { name: member.staff_email }).waitFor();
    await contact(page)
      .getByRole('link', { name: /^View on map: North Austin/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await contact(page).getByRole('region', { name: 'Our Team' }).count()).toBe(0);
    expect(await page.title()).toContain(member.AgentChimeName);

    const stamp = `agent-${Date.now()}`;
    await contact(page).getByRole('textbox', { name: 'Name' }).fill('Ana García');
    await contact(page).getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await contact(page).getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0199');
    await contact(page).getByRole('textbox', { name: 'Message' }).fill(`Hi ${stamp}`);
    await contact(page).getByRole('button', { name: 'Submit' }).click();
    await contact(page).getByText('Your message has been sent!').waitFor();
    await expect
      .poll(() => caughtMail().find((mail) => mail.text.includes(stamp))?.to)
      .toEqual([member.staff_email]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends an unknown agent to the contact page', async () => {
    const { page } = await openPage(browser, '/about/nobody-here');
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.context().close();
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const modal = (page: Page) => page.locator('bb-listings dialog.bb-listing-modal');

async function openFirstListing(page: Page) {
  const link = page.locator('bb-listings article.card .address-link').first();
  await link.waitFor({ timeout: 20_000 });
  await link.click();
  await modal(page).locator('.detail').waitFor({ timeout: 15_000 });
}

interface EmailLines {
  text: string;
  /** Where each line after the first begins, as an index into `text`. */
  breaks: number[];
  /** How far the address sticks out of the box around it, in px (0 when it fits). */
  overflow: number;
}

/** How a shown e-mail address is laid out: the characters starting each of its lines, and any overflow. */
function emailLines(email: Locator): Promise<EmailLines> {
  return email.evaluate((element) => {
    let text = '';
    const breaks: number[] = [];
    let lastTop: number | null = null;
    const nodes = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = nodes.nextNode(); node; node = nodes.nextNode()) {
      const data = node.textContent ?? '';
      for (let i = 0; i < data.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && lastTop !== null && rect.top > lastTop + 2) breaks.push(text.length);
        if (rect) lastTop = rect.top;
        text += data[i];
      }
    }
    const box = element.parentElement?.closest('section, dd, li, article, div') ?? element;
    const overflow = element.getBoundingClientRect().right - box.getBoundingClientRect().right;
    return { text, breaks, overflow: Math.max(0, Math.round(overflow)) };
  });
}

/** Every visible e-mail link on the page breaks only before an '@' or a '.', and stays inside its box. */
async function expectEmailsWrapSensibly(page: Page, atLeast: number) {
  const links = page.locator('a[href^="mailto:"]');
  await links.first().waitFor({ timeout: 15_000 });
  let checked = 0;
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue;
    const lines = await emailLines(link);
    const starts = lines.breaks.map((at) => lines.text.slice(at));
    const sensible = starts.filter((line) => line.startsWith('@') || line.startsWith('.'));
    expect({ email: lines.text, starts }).toEqual({ email: lines.text, starts: sensible });
    expect({ email: lines.text, overflow: lines.overflow }).toEqual({ email: lines.text, overflow: 0 });
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(atLeast);
}

describe('the listing detail modal, as laid out', () => {
  for (const width of [1440, 375]) {
    it(`keeps each similar listing's beds · baths · sqft on one line at ${width} px`, async () => {
      const { page, errors } = await openPage(browser, '/listings', { width });
      await openFirstListing(page);
      const cards = modal(page).locator('.similar-card');
      await cards.first().scrollIntoViewIfNeeded();
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        // The facts are the card's last line: beds, baths and living area, in one line that fits the card.
        const facts = card.locator(':scope > :last-child');
        const shown = await facts.evaluate((element) => {
          const style = getComputedStyle(element);
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
          return {
            text: element.textContent ?? '',
            lines: Math.round(element.getBoundingClientRect().height / lineHeight),
            fits: element.scrollWidth <= element.clientWidth,
          };
        });
        expect(shown).toMatchObject({ lines: 1, fits: true });
        expect(shown.text).toMatch(/(\d+|N\/A) bd · (\d+(\.5)?|N\/A) ba · ([\d,]+|N\/A) sqft/);
      }
      expect(errors).toEqual([]);
    });

    it(`wraps the agent's e-mail only before its '@' or a dot at ${width} px`, async () => {
      const { page } = await openPage(browser, '/listings', { width });
      await openFirstListing(page);
      await modal(page).locator('.bb-tour-agent a[href^="mailto:"]').waitFor({ timeout: 15_000 });
      await expectEmailsWrapSensibly(page, 1);
    });
  }

  it("scrolls 'Schedule Tour' to the tour form on a phone with its tabs below the sticky header", async () => {
    const { page } = await openPage(browser, '/listings', { width: 375, height: 800 });
    await openFirstListing(page);
    // Reduced motion makes the scroll instant: the layout is measured where the scroll ends.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await modal(page).getByRole('button', { name: 'Schedule Tour', exact: true }).click();
    await expect.poll(() => modal(page).evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(0);
    const header = await modal(page).locator('.bb-modal-header').boundingBox();
    const tabs = await modal(page).locator('.tour-slot [role="tablist"]').boundingBox();
    expect(header && tabs).toBeTruthy();
    if (!header || !tabs) return;
    expect(tabs.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(800);
  });

  it("names the listing history's events in Spanish ('Listado'), with no English left", async () => {
    const { page } = await openPage(browser, '/listings', { locale: 'es-MX', width: 1440 });
    await openFirstListing(page);
    const events = modal(page).locator('[data-section="listingHistory"] tbody th');
    await events.first().waitFor({ timeout: 15_000 });
    const names = await events.allTextContents();
    expect(names.some((name) => name === 'Listado' || name === 'Listado de nuevo')).toBe(true);
    const spanish = [
      'Listado',
      'Listado de nuevo',
      'Cambio de precio',
      'Cambio de estado',
      'Vendido',
      'Vencido',
    ];
    expect(names.filter((name) => !spanish.includes(name))).toEqual([]);
    const headings = await modal(page).locator('[data-section="listingHistory"] thead th').allTextContents();
    expect(headings).toEqual(['Fecha', 'Evento', 'Precio', 'Estado']);
  });
});

describe('agent e-mail addresses elsewhere', () => {
  for (const width of [1440, 375]) {
    it(`wrap only before an '@' or a dot on the contact page and an agent's home at ${width} px`, async () => {
      const contact = await openPage(browser, '/contact', { width });
      await expectEmailsWrapSensibly(contact.page, 1);

      const base = new URL(inject('baseUrl'));
      const staff = (await (await fetch(new URL('/api/staff', base))).json()) as {
        data: { MatrixDir: string }[];
      };
      const agent = staff.data[0]?.MatrixDir;
      expect(agent).toBeTruthy();
      const home = await openPage(browser, `http://${agent}.localhost:${base.port}/`, { width });
      await expectEmailsWrapSensibly(home.page, 1);
    });
  }
});

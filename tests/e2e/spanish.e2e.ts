import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messagesEn } from '../../src/lib/i18n/messages-en';
import { messagesEs } from '../../src/lib/i18n/messages-es';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** English catalog texts a Spanish page must not show: every whole message without placeholders whose Spanish differs. */
const ENGLISH = new Map(
  Object.entries(messagesEn)
    .filter(
      ([key, en]) =>
        !en.includes('{') && en.trim().length > 1 && messagesEs[key as keyof typeof messagesEs] !== en,
    )
    .map(([key, en]) => [en.trim(), key]),
);

/**
 * Every text, aria-label, placeholder, title and alt inside the widgets' shadow roots, except text marked
 * as English on purpose (the language switch names English in English, with lang="en").
 */
function widgetTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Node) => {
      const nodes = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = nodes.nextNode(); node; node = nodes.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement?.tagName;
          const text = node.textContent?.trim();
          const markedEnglish = node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'en';
          if (text && parent !== 'STYLE' && parent !== 'SCRIPT' && !markedEnglish) out.push(text);
        } else if (node instanceof Element) {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = node.getAttribute(name)?.trim();
            if (value) out.push(value);
          }
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      }
    };
    for (const element of document.querySelectorAll('*')) {
      if (element.tagName.startsWith('BB-') && element.shadowRoot) walk(element.shadowRoot);
    }
    return out;
  });
}

async function englishLeft(page: Page): Promise<string[]> {
  const texts = await widgetTexts(page);
  expect(texts.length).toBeGreaterThan(50);
  return [...new Set(texts.filter((text) => ENGLISH.has(text)))].map(
    (text) => `${ENGLISH.get(text)}: ${text}`,
  );
}

describe('Spanish pages', () => {
  it('show no English catalog text on the listings, its detail modal and the schedule-tour form', async () => {
    const { page, errors } = await openPage(browser, '/listings', { locale: 'es-MX', width: 1440 });
    const link = page.locator('bb-listings article.card .address-link').first();
    await link.waitFor({ timeout: 20_000 });
    expect(await englishLeft(page)).toEqual([]);

    await link.click();
    const tour = page
      .locator('dialog.bb-listing-modal .tour-slot')
      .getByRole('button', { name: 'Agendar una visita', exact: true });
    await tour.waitFor({ timeout: 20_000 });
    expect(await englishLeft(page)).toEqual([]);
    await tour.click();
    await page.getByRole('dialog', { name: 'Agendar una visita' }).waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("show no English catalog text on a listing's own page, on a phone", async () => {
    const response = await fetch(new URL('/api/featureListings', inject('baseUrl')));
    const { data }: { data: { url: string }[] } = await response.json();
    const path = `/${data[0]?.url.replace(/\.html$/, '')}`;
    const { page } = await openPage(browser, path, { locale: 'es-MX', width: 375 });
    await page.locator('bb-house .detail').waitFor({ timeout: 20_000 });
    expect(await englishLeft(page)).toEqual([]);
  });
});

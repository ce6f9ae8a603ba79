import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messagesEn } from '../../src/lib/i18n/messages-en';
import { messagesEs } from '../../src/lib/i18n/messages-es';
import { centralPin } from './support/central-pin';
import { launchChromium, openPage } from './support/open-browser';
import { registerClient } from './support/register-client';

let browser: Browser;
let agentDir = '';
let housePath = '';
beforeAll(async () => {
  browser = await launchChromium();
  const base = inject('baseUrl');
  const staff: { data: { MatrixDir: string }[] } = await (await fetch(new URL('/api/staff', base))).json();
  agentDir = staff.data[0]?.MatrixDir ?? '';
  const featured: { data: { url: string }[] } = await (
    await fetch(new URL('/api/featureListings', base))
  ).json();
  housePath = `/${featured.data[0]?.url.replace(/\.html$/, '')}`;
});
afterAll(async () => {
  await browser?.close();
});

/** English catalog texts whose Spanish differs: none may be read on a Spanish page. */
const ENGLISH = new Map(
  Object.entries(messagesEn)
    .filter(([key, en]) => en.trim().length > 1 && messagesEs[key as keyof typeof messagesEs] !== en)
    .flatMap(([key, en]) =>
      // A message with placeholders is matched by its fixed parts around them ('{count} favorites').
      en.includes('{')
        ? en
            .split(/\{[^}]+\}/)
            .map((part) => part.trim())
            .filter((part) => part.length > 5 && /[a-z]{3}/i.test(part))
            .map((part) => [part, key] as const)
        : [[en.trim(), key] as const],
    ),
);

/** Spanish catalog texts that are not also English: their presence shows a widget speaks Spanish. */
const SPANISH = new Set(
  Object.entries(messagesEs)
    .filter(([key, es]) => !es.includes('{') && messagesEn[key as keyof typeof messagesEn] !== es)
    .map(([, es]) => es.trim()),
);

/** Words of the interface that give an English leftover away, whatever catalog it came from. */
const ENGLISH_WORDS =
  /\b(Beds|Bath|Baths|Search|Sign in|Sign up|Log in|Favorites|Active|Pending|Price|Sold|Close|Loading|Share|Schedule|Next|Previous)\b/;

/**
 * Every text, aria-label, placeholder, title and alt inside the widgets' shadow roots, except text
 * marked as another language on purpose (the language switch names English in English, with lang="en")
 * and the MLS's feature lists. Other listing data (addresses, remarks, agent and city names) holds none
 * of the catalog's texts or the words below, so it needs no exemption.
 */
function widgetTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const exempt = (element: Element | null) => element?.closest('[lang]:not([lang="es"])') != null;
    const walk = (root: Node) => {
      const nodes = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = nodes.nextNode(); node; node = nodes.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          // A comma list in a detail row is the MLS's own feature values ('Kitchen Island, Pantry').
          const mlsList = parent?.tagName === 'DD' && text?.includes(', ');
          if (
            text &&
            parent?.tagName !== 'STYLE' &&
            parent?.tagName !== 'SCRIPT' &&
            !exempt(parent) &&
            !mlsList
          )
            out.push(text);
        } else if (node instanceof Element) {
          if (!exempt(node)) {
            for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) {
              const value = node.getAttribute(name)?.trim();
              if (value) out.push(value);
            }
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

async function englishLeft(page: Page, where: string): Promise<string[]> {
  const texts = [...new Set(await widgetTexts(page))];
  expect(texts.length, where).toBeGreaterThan(0);
  const found: string[] = [];
  for (const text of texts) {
    const whole = ENGLISH.get(text);
    if (whole) found.push(`${where}: ${whole}: ${text}`);
    else {
      const part = [...ENGLISH.keys()].find((en) => en.length > 12 && text.includes(en));
      if (part) found.push(`${where}: ${ENGLISH.get(part)}: …${part}… in “${text}”`);
      else if (ENGLISH_WORDS.test(text)) found.push(`${where}: English word in “${text}”`);
    }
  }
  return found;
}

/**
 * The texts of the host page's own layout around the widgets (skip link, header, footer; not `<main>`,
 * the page's content) with its aria-labels, titles and alts: of the page as it is now, or, `served`, of
 * the page as the server sent it (in English, before any script ran). Widgets count apart (shadow roots
 * are not entered), and so does text marked as another language on purpose or as the same in every
 * language (`translate="no"`: a code such as the office MLS ID).
 */
function layoutTexts(page: Page, served = false): Promise<string[]> {
  return page.evaluate(async (asServed) => {
    const html = asServed ? await (await fetch(location.href)).text() : '';
    const doc = asServed ? new DOMParser().parseFromString(html, 'text/html') : document;
    const out: string[] = [];
    for (const part of doc.querySelectorAll('body > :not(main, script, style)')) {
      for (const element of [part, ...part.querySelectorAll('*')]) {
        if (element.closest('script, style, [translate="no"], [lang]:not(html):not([lang="es"])')) continue;
        for (const node of element.childNodes) {
          const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.replace(/\s+/g, ' ').trim() : '';
          if (text) out.push(text);
        }
        for (const name of ['aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) out.push(value);
        }
      }
    }
    return out;
  }, served);
}

/** The site's texts that read the same in both languages: names, addresses, phone numbers, e-mail addresses. */
const SAME_IN_SPANISH =
  /^(Bluebonnet Realty|North Austin|South Austin|Houston|DMCA|Facebook|Instagram|YouTube|LinkedIn|\(\d{3}\) \d{3}-\d{4}|\d+ [\w .]+(, Suite \d+)?, [\w ]+, TX \d{5}|[\w.-]+@[\w.-]+)$/;

/**
 * The layout's texts still in English on a Spanish page: any the server sent in English that still reads
 * the same (names and addresses aside). The page follows the widgets' `bluebonnet:language` event, so it
 * must also say it is Spanish (`<html lang="es">`) for screen readers.
 */
async function layoutEnglishLeft(page: Page, where: string): Promise<string[]> {
  const english = new Set(await layoutTexts(page, true));
  // A bare page (the thank-you page, made for a frame) has no header or footer.
  if (english.size === 0) return [];
  expect([...english], where).toContain('Buy');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('es');
  return [...new Set(await layoutTexts(page))]
    .filter((text) => (english.has(text) && !SAME_IN_SPANISH.test(text)) || ENGLISH_WORDS.test(text))
    .map((text) => `${where}: layout: “${text}”`);
}

/**
 * The texts of the page's own content, `<main>`, outside the widgets (custom elements count apart, their
 * shadow roots are checked by `widgetTexts`), with its aria-labels, titles and alts: the ones a visitor
 * reads or hears now (rendered, even if only for screen readers like a visually hidden heading), or,
 * `served`, the ones the server sent in English (all but `hidden` blocks). Text the host marks as the same
 * in every language (`translate="no"`: a name, a code) counts apart.
 */
function mainTexts(page: Page, served = false): Promise<string[]> {
  return page.evaluate(async (asServed) => {
    const html = asServed ? await (await fetch(location.href)).text() : '';
    const doc = asServed ? new DOMParser().parseFromString(html, 'text/html') : document;
    const out: string[] = [];
    const visit = (element: Element) => {
      if (element.tagName.startsWith('BB-')) return;
      if (element.matches('script, style, template, [hidden], [translate="no"]')) return;
      // A parsed document is not rendered: there `hidden` alone tells what an English visitor reads.
      if (!asServed && !element.checkVisibility()) return;
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
      for (const node of element.childNodes) {
        if (node instanceof Element) visit(node);
        else if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          // Punctuation between links (' · ') is no language.
          if (text && /\p{L}/u.test(text)) out.push(text);
        }
      }
    };
    const main = doc.querySelector('main');
    if (main) visit(main);
    return out;
  }, served);
}

/**
 * The page's own content still in English on a Spanish page: any text of `<main>` outside the widgets
 * that the server sent in English and still reads the same (names and addresses aside), or that holds an
 * English word of the interface. A page whose content is only widgets has nothing to check.
 */
async function mainEnglishLeft(page: Page, where: string): Promise<string[]> {
  const english = new Set(await mainTexts(page, true));
  if (english.size === 0) return [];
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('es');
  const texts = [...new Set(await mainTexts(page))];
  // Hiding the English without showing the Spanish is no translation.
  expect(texts, `${where}: the content reads nothing`).not.toEqual([]);
  return texts
    .filter((text) => (english.has(text) && !SAME_IN_SPANISH.test(text)) || ENGLISH_WORDS.test(text))
    .map((text) => `${where}: content: “${text}”`);
}

/** A page in a browser whose visitor chose Español in the demo's switch (stored, so every page obeys). */
async function spanishPage(path: string, width = 1440): Promise<Page> {
  const { page } = await openPage(browser, 'about:blank', { width, height: 900 });
  await page.addInitScript(() => localStorage.setItem('bluebonnet:lang', 'es'));
  await page.goto(new URL(path, inject('baseUrl')).href);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('Spanish everywhere', () => {
  const pages: [string, () => string][] = [
    ['the company home', () => '/'],
    ['the listings', () => '/listings'],
    ['the open houses', () => '/open-houses'],
    ['the leasing page', () => '/leasing'],
    ['the contact page', () => '/contact'],
    ["an agent's contact page", () => `/about/${agentDir}`],
    ['the dashboard signed out', () => '/dashboard'],
    ['the favorites signed out', () => '/dashboard/favorites'],
    ['the compare list signed out', () => '/dashboard/compare'],
    ['the register page', () => '/register'],
    ['a blog post', () => '/blog/1/first-home-in-austin'],
    ['the thank-you page', () => '/thank-you'],
    ['the thank-you page in its frame', () => '/thank-you-frame'],
    ['the DMCA page', () => '/dmca'],
    ['the accessibility statement', () => '/web-accessibility'],
    ['the privacy policy', () => '/privacy'],
    ["a listing's own page", () => housePath],
    ["an agent's own site", () => `http://${agentDir}.localhost:${new URL(inject('baseUrl')).port}/`],
  ];
  const TITLE_IS_A_NAME = new Set([
    "an agent's contact page",
    'a blog post',
    "a listing's own page",
    "an agent's own site",
  ]);
  for (const [name, pathOf] of pages) {
    it(`shows no English on ${name}`, async () => {
      const path = pathOf();
      const page = await spanishPage(path);
      if (['/listings', '/open-houses', '/leasing'].includes(path))
        await page.locator('bb-listings article.card').first().waitFor({ timeout: 20_000 });
      // The page speaks Spanish at all: its widgets show texts of the Spanish catalog.
      await expect
        .poll(async () => (await widgetTexts(page)).filter((text) => SPANISH.has(text)).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      expect(await englishLeft(page, path)).toEqual([]);
      // The site's own header and footer around the widgets speak Spanish too: a visitor reads them.
      expect(await layoutEnglishLeft(page, path)).toEqual([]);
      // And so does the page's own content around the widgets (a legal page, a page's heading).
      expect(await mainEnglishLeft(page, path)).toEqual([]);
      // And the tab's title, unless it is a name (an agent, a post, an address).
      if (!TITLE_IS_A_NAME.has(name)) {
        const served = await page.evaluate(
          async () =>
            new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').title,
        );
        expect(served, path).toMatch(/Bluebonnet Realty$/);
        await expect.poll(() => page.title(), { timeout: 10_000 }).not.toBe(served);
      }
      await page.context().close();
    });
  }

  it('no English in the signed-in dashboard, its lists and the account menu', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 1440, height: 900 });
    await registerClient(page.context());
    await page.addInitScript(() => localStorage.setItem('bluebonnet:lang', 'es'));
    const found: string[] = [];
    for (const path of ['/dashboard', '/dashboard/favorites', '/dashboard/compare']) {
      await page.goto(new URL(path, inject('baseUrl')).href);
      await page.waitForLoadState('networkidle');
      found.push(
        ...(await englishLeft(page, path)),
        ...(await layoutEnglishLeft(page, path)),
        ...(await mainEnglishLeft(page, path)),
      );
    }
    await page.locator('bb-account-menu').getByRole('button', { name: /Ana/ }).click();
    found.push(...(await englishLeft(page, 'account menu')));
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('no English in any filter dropdown, the login and register modals or a map popup', async () => {
    const page = await spanishPage('/listings?zoom=15&centerLatitude=30.2667&centerLongitude=-97.7333');
    const widget = page.locator('bb-listings');
    await widget.locator('article.card').first().waitFor({ timeout: 20_000 });
    const found: string[] = [];
    const buttons = widget.getByRole('search').locator('button[aria-expanded]');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      found.push(...(await englishLeft(page, `dropdown ${await button.textContent()}`)));
      await page.keyboard.press('Escape');
    }
    const menu = page.locator('bb-account-menu');
    await menu.getByRole('button', { name: messagesEs['account.menu.logIn'], exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    found.push(...(await englishLeft(page, 'login modal')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await menu.getByRole('button', { name: messagesEs['account.menu.signUp'], exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    found.push(...(await englishLeft(page, 'register modal')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await expect.poll(() => widget.locator('.bb-pin').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await (await centralPin(page)).click();
    await expect
      .poll(() => widget.locator('.map-popup[role="dialog"] .map-card').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    found.push(...(await englishLeft(page, 'map popup')));
    expect(found).toEqual([]);
    await page.context().close();
  });

  it("switches the site's own header and footer with the header's language switch, and back", async () => {
    const { page } = await openPage(browser, '/', { width: 1440, height: 900 });
    const menu = page.locator('bb-account-menu');
    const buy = page.locator('header.site-header a[href="/listings"]');
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await expect.poll(() => buy.textContent()).toBe('Buy');

    await menu.getByRole('button', { name: 'Español', exact: true }).click();
    await expect.poll(() => buy.textContent()).toBe('Comprar');
    expect(await lang()).toBe('es');
    const main = page.getByRole('navigation', { name: 'Principal', exact: true });
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Comprar',
      'Alquilar',
      'Casas abiertas',
      'Contacto',
    ]);
    expect(await page.locator('footer').getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Nuestras oficinas',
    );

    await menu.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => buy.textContent()).toBe('Buy');
    expect(await lang()).toBe('en');
    expect(
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link').allTextContents(),
    ).toEqual(['Buy', 'Lease', 'Open Houses', 'Contact']);
    expect(await page.locator('footer').getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Our offices',
    );
    await page.context().close();
  });

  it('shows a legal page in the language of the switch, its tab title too, and English without scripts', async () => {
    const { page } = await openPage(browser, '/privacy', { width: 1440, height: 900 });
    const menu = page.locator('bb-account-menu');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.allTextContents()).toEqual(['Privacy policy']);
    expect(await page.title()).toBe('Privacy policy · Bluebonnet Realty');

    await menu.getByRole('button', { name: 'Español', exact: true }).click();
    await expect.poll(() => heading.allTextContents()).toEqual(['Política de privacidad']);
    expect(await page.title()).toBe('Política de privacidad · Bluebonnet Realty');
    // The whole policy, not its heading alone: the last line too, and the contact address as a link.
    await page.getByText('Última actualización: noviembre de 2026.').waitFor();
    expect(await page.getByRole('link', { name: 'privacy@bluebonnetrealty.com' }).count()).toBe(1);
    expect(await page.getByText('Last updated November 2026.').isVisible()).toBe(false);

    await menu.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => heading.allTextContents()).toEqual(['Privacy policy']);
    expect(await page.title()).toBe('Privacy policy · Bluebonnet Realty');
    await page.context().close();

    // A visitor without scripts reads the English policy alone.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const plain = await bare.newPage();
    await plain.goto(new URL('/privacy', inject('baseUrl')).href);
    expect(await plain.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Privacy policy']);
    await bare.close();
  });

  it('names statuses and property types in Spanish and formats prices and dates for Spanish', async () => {
    const page = await spanishPage('/listings');
    await page.locator('bb-listings article.card').first().waitFor({ timeout: 20_000 });
    const widget = page.locator('bb-listings');
    // The filters read the RESO lookups in Spanish.
    await widget.getByRole('button', { name: /^Más filtros/ }).click();
    const statuses = messagesEs['status.Active'];
    await widget.getByText(statuses, { exact: true }).first().waitFor();
    expect(
      await widget.getByText(messagesEs['propertyType.Residential'], { exact: true }).count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // Prices: US dollars as Intl writes them for es-US.
    const price = (await widget.locator('article.card .price').first().textContent()) ?? '';
    expect(price).toMatch(/^\$\s?[\d,]+$|^Sin precio$/);

    // Dates: day first and a 24-hour clock (María García's comment of 10/02/2026 10:12 AM in English).
    await page.goto(new URL('/blog/1/first-home-in-austin', inject('baseUrl')).href);
    const times = page.locator('bb-blog article.blog-comment header time');
    await times.first().waitFor({ timeout: 20_000 });
    const stamps = await times.allTextContents();
    expect(stamps).toContain('02/10/2026 10:12');
    expect(stamps.filter((stamp) => /AM|PM/.test(stamp))).toEqual([]);
    await page.context().close();
  });
});

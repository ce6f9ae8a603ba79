import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpawnedServer } from '../../scripts/support/spawn-server';
import { launchChromium } from './support/open-browser';
import { registerClient } from './support/register-client';
import { type FeedServer, startServerWithFeed } from './support/start-server-with-feed';

/**
 * Text from outside (the MLS feed, clients, the brokerage's agent data, another backend's agent HTML)
 * holding markup that would run script if it were ever put into a page as HTML. This suite runs a server
 * of its own, because MLS text reaches the database only through the RESO importer, which must run
 * before the server opens the database.
 */
const IMG = `<img src=x onerror="window.__pwned='img'">`;
const SCRIPT = `<script>window.__pwned='script'</script>`;
const SVG = `"><svg onload="window.__pwned='svg'">`;
const JS_URL = `javascript:window.__pwned='url'`;
const REMARKS = `Sunny bungalow ${IMG} with a porch ${SCRIPT} near the creek ${SVG} end.`;
const KEY = 71220001;

let feed: FeedServer;
let server: SpawnedServer;
let browser: Browser;
let featuredDir = '';
/** What the importer refused, 'id: reason', and the fields it dropped, 'id field: reason'. */
let skipped: string[] = [];
let dropped: string[] = [];

/** The hostile listing: the first fixture record of tests/fixtures/reso with its text fields replaced. */
function hostileProperty(): unknown {
  const page = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/reso/property.json'), 'utf8'));
  const record = { ...page.value[0] };
  Object.assign(record, {
    ListingKeyNumeric: KEY,
    PostalCode: '78704',
    ListPrice: 9_900_000,
    StreetName: `Kenwood${IMG}`,
    UnparsedAddress: `1507 Kenwood${IMG} Ave, Austin, TX 78704`,
    SubdivisionName: SCRIPT,
    PublicRemarks: REMARKS,
    ListAgentFullName: `Jo ${SVG}`,
    TaxLegalDescription: SVG,
    Media: record.Media.map((item: object) => ({ ...item, LongDescription: SVG })),
    OpenHouse: [
      {
        OpenHouseDate: '2099-01-03',
        OpenHouseStartTime: '2099-01-03T17:00:00Z',
        OpenHouseEndTime: '2099-01-03T19:00:00Z',
        OpenHouseRemarks: IMG,
      },
    ],
  });
  // A second record whose virtual-tour link is a script URL: the importer must drop the link.
  const scriptLink = {
    ...page.value[0],
    ListingKey: 'ACT71220999',
    ListingId: '7122999',
    ListingKeyNumeric: KEY + 998,
    VirtualTourURLBranded: JS_URL,
  };
  return { '@odata.context': '$metadata#Property', value: [record, scriptLink] };
}

beforeAll(async () => {
  feed = await startServerWithFeed({
    name: 'inert',
    seed: 11,
    page: hostileProperty(),
    async prepare(db) {
      // The brokerage's own agent data (name, bio) is not MLS data: it is written straight to its table.
      const featured = await db.query<{ matrix_dir: string }>(
        `UPDATE agents SET full_name = $1, bio = $2
          WHERE matrix_dir = (SELECT matrix_dir FROM agents WHERE is_featured ORDER BY full_name LIMIT 1)
          RETURNING matrix_dir`,
        [`Ana ${IMG}`, `Bio ${SCRIPT} ${SVG}`],
      );
      featuredDir = featured.rows[0]?.matrix_dir ?? '';
    },
  });
  server = feed.server;
  skipped = feed.report.skipped.map((skip) => `${skip.id}: ${skip.reason}`);
  dropped = feed.report.droppedFields.map((drop) => `${drop.id} ${drop.field}: ${drop.reason}`);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await feed?.stop();
});

const at = (path: string) => new URL(path, server.baseUrl).href;

// The server's Content-Security-Policy would stop inline handlers even if markup got through; it is
// switched off here so these tests prove the text is escaped or sanitised, as a host page without a
// policy of its own relies on.
const newContext = () => browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

interface Visit {
  page: Page;
  dialogs: string[];
}

async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url);
  return { page, dialogs };
}

/**
 * Nothing ran and nothing can: no flag set, no dialog, and nowhere (shadow roots included) an inline
 * handler, a frame's srcdoc or a script of the hostile text that could still run, nor a javascript: URL.
 * Checked in the page as it stands, not after a wait: a handler that is not there cannot fire later.
 */
async function expectInert({ page, dialogs }: Visit) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const runnable = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of element.getAttributeNames()) {
          const value = element.getAttribute(name) ?? '';
          if (/^on/i.test(name) || name === 'srcdoc') found.push(`${element.localName} ${name}=${value}`);
          const url = ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name);
          if (url && /^\s*javascript:/i.test(value)) found.push(`${element.localName} ${name}=${value}`);
        }
        // A data block (the listing's JSON-LD) carries the text as data; only a script of code could run.
        const code = /^$|javascript|ecmascript|module/i.test(element.getAttribute('type') ?? '');
        if (element.localName === 'script' && code && element.textContent?.includes('__pwned')) {
          found.push(`script ${element.textContent}`);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
  expect(runnable).toEqual([]);
}

/** The visible text of an element, through its shadow root. */
/**
 * The text a widget shows in its shadow root, read as rendered, once it includes `marker`. (Before the
 * widget has drawn, the server's plain facts stand in its light DOM, where Playwright's text search finds
 * them too; once it has, they are no longer rendered.)
 */
async function shownText(page: Page, selector: string, marker: string): Promise<string> {
  const widget = page.locator(selector);
  let text = '';
  await expect
    .poll(
      async () => {
        text = await widget.evaluate((element) =>
          [...(element.shadowRoot?.children ?? [])]
            .map((child) => (child instanceof HTMLElement ? child.innerText : (child.textContent ?? '')))
            .join('\n'),
        );
        return text.includes(marker);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

describe('text from outside stays text', () => {
  it('the importer takes the hostile text as text but refuses a script URL for a link', () => {
    expect(skipped).toEqual([]);
    expect(dropped).toEqual([
      expect.stringMatching(/^ACT71220999 VirtualTourURLBranded: Expected an http\(s\) URL/),
    ]);
  });

  it('MLS remarks, address and agent name show literally on the listing page and run nothing', async () => {
    const context = await newContext();
    // Any slug ending in the key is sent to the listing's own address.
    const visit1 = await visit(context, at(`/listing-${KEY}`));
    const { page } = visit1;
    const shown = await shownText(page, 'bb-house', 'Sunny bungalow');
    expect(shown).toContain(REMARKS);
    expect(shown).toContain(`1507 Kenwood${IMG} Ave`);
    expect(await page.title()).toContain(`Kenwood${IMG}`);
    await expectInert(visit1);
    await context.close();
  });

  it('the card and the detail modal of /listings show the MLS text literally', async () => {
    const context = await newContext();
    const listings = await visit(context, at('/listings?PostalCode=78704&sortBy=high-to-low'));
    const { page } = listings;
    const card = page.locator('bb-listings article.card').first();
    await card.getByText(`Kenwood${IMG}`, { exact: false }).waitFor({ timeout: 30_000 });
    await card.locator('.address-link').click();
    const modal = page.locator('bb-listings dialog.bb-listing-modal');
    await modal.getByText(REMARKS).waitFor({ timeout: 15_000 });
    expect(await modal.evaluate((element) => (element as HTMLElement).innerText)).toContain(`Jo ${SVG}`);
    await expectInert(listings);
    await context.close();
  });

  it("a client's name, a saved search's title, a saved listing's note and a blog comment show literally", async () => {
    const context = await newContext();
    // Registration splits the full name at its first space into first and last name (SPEC §5).
    const first = 'E<svg/onload=__pwned=1>';
    const name = `${first} <img src=x onerror=__pwned=2>`;
    const clientId = await registerClient(context, name, server.baseUrl);
    const note = `Note ${SCRIPT} ${SVG}`;
    const saved = await context.request.post(at('/api/saved'), {
      form: { ListingKeyNumeric: KEY, clientID: clientId, GatewayDesc: 'favorite', note },
    });
    expect(saved.ok()).toBe(true);
    const comment = `Comment ${IMG} ${SCRIPT} [x](${JS_URL})`;
    const posted = await context.request.post(at('/api/add-comment'), {
      form: { ClientID: clientId, BlogID: 1, PartyName: name, comment },
    });
    expect(posted.ok()).toBe(true);

    const title = `Search ${SVG}`;
    const saveSearch = await context.request.post(at('/api/save-search'), {
      data: { clientId, criteria: {}, title },
    });
    expect(saveSearch.ok()).toBe(true);

    const listings = await visit(context, at('/listings'));
    await listings.page
      .locator('bb-listings')
      .getByRole('button', { name: /^Saved Searches/ })
      .click();
    await listings.page
      .locator('bb-listings')
      .getByRole('list', { name: 'Choose a saved search' })
      .getByText(title)
      .waitFor({ timeout: 20_000 });
    await expectInert(listings);

    const favorites = await visit(context, at('/dashboard/favorites'));
    await favorites.page.locator('bb-favorites').getByText(note).waitFor({ timeout: 20_000 });
    await favorites.page.locator('bb-account-menu').getByText(first, { exact: false }).first().waitFor();
    await expectInert(favorites);

    const blog = await visit(context, at('/blog/1/first-home-in-austin'));
    await blog.page.locator('bb-blog').getByText(comment).waitFor({ timeout: 20_000 });
    const own = blog.page.locator('bb-blog article.blog-comment').filter({ hasText: comment });
    expect(await own.evaluate((element) => (element as HTMLElement).innerText)).toContain(first);
    await expectInert(blog);

    const dashboard = await visit(context, at('/dashboard'));
    await dashboard.page.locator('bb-dashboard').getByRole('textbox').first().waitFor();
    await expectInert(dashboard);
    await context.close();
  });

  it("the brokerage's agent name and bio show as text on the home page, the agent's page and sub-domain", async () => {
    expect(featuredDir).not.toBe('');
    const context = await newContext();
    const home = await visit(context, at('/'));
    const agents = home.page.locator('bb-home').getByRole('region', { name: 'Featured Agents' });
    await agents.getByText(`Bio ${SCRIPT} ${SVG}`).waitFor({ timeout: 20_000 });
    await agents.getByText(`Ana ${IMG}`).first().waitFor();
    await expectInert(home);

    const about = await visit(context, at(`/about/${featuredDir}`));
    expect(await about.page.title()).toContain(`Ana ${IMG}`);
    await about.page.locator('bb-contact').getByText(`Ana ${IMG}`, { exact: false }).first().waitFor();
    await expectInert(about);

    const site = await visit(context, `http://${featuredDir}.localhost:${new URL(server.baseUrl).port}/`);
    await site.page.locator('bb-agent-home').getByText(`Ana ${IMG}`, { exact: false }).first().waitFor();
    await expectInert(site);
    await context.close();
  });

  it("another backend's featured-agent HTML is sanitised: its markup shows, its script never runs", async () => {
    const context = await newContext();
    // A brokerage backend that speaks the contract answers /api/featuredAgents with HTML of its own.
    await context.route('**/api/featuredAgents', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<ul class="featured-agents"><li class="featured-agent" data-matrix-dir="x">
          <img class="featured-agent-photo" src="${JS_URL}" onerror="window.__pwned='photo'" alt="Bo">
          <video class="featured-agent-video" src="${JS_URL}"></video>
          <h3 class="featured-agent-name"><a href="${JS_URL}" onclick="window.__pwned='name'">Bo Hostile</a></h3>
          <p class="featured-agent-bio">Bio <b>bold</b> ${IMG} ${SCRIPT} <a href="${JS_URL}">link</a>
            <iframe srcdoc="<script>parent.__pwned='frame'</script>"></iframe></p>
          <p class="featured-agent-contact"><a href="${JS_URL}">call</a> <a href="mailto:bo@example.com">bo@example.com</a></p>
        </li></ul>`,
      }),
    );
    const home = await visit(context, at('/'));
    const agents = home.page.locator('bb-home').getByRole('region', { name: 'Featured Agents' });
    const bio = agents.locator('.home-agent-bio').first();
    await bio.locator('b', { hasText: 'bold' }).waitFor({ timeout: 20_000 });
    // The allowed markup stays; the handlers, the script, the frame and the javascript: link are gone.
    expect(
      await bio.evaluate((element) => element.querySelectorAll('script, iframe, [onerror]').length),
    ).toBe(0);
    await agents.getByText('Bo Hostile').click();
    await expectInert(home);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';

interface Agent {
  MatrixDir: string;
  AgentChimeName: string;
  title: string | null;
}
interface Card {
  ListingKeyNumeric: number;
  Address: string;
  url: string;
}

/** A card's page path: its url without '.html' (SPEC §2). */
const pagePath = (card: Card) => `/${card.url.replace(/\.html$/, '')}`;

let browser: Browser;
let agent: Agent;
let active: Card[];
const base = () => new URL(inject('baseUrl'));
const api = async (path: string) => (await fetch(new URL(path, base()))).json();
/** The agent's own site: `http://{MatrixDir}.localhost:{port}` (Chromium resolves *.localhost to loopback). */
const agentSite = (path: string) => `http://${agent.MatrixDir}.localhost:${base().port}${path}`;

beforeAll(async () => {
  browser = await launchChromium();
  // The agent of a featured listing (staff rarely list), found as a visitor's browser would.
  const featured = (await api('/api/featureListings')) as { data: { ListAgentMatrixDir: string | null }[] };
  const dir = featured.data.find((listing) => listing.ListAgentMatrixDir)?.ListAgentMatrixDir;
  if (dir) {
    agent = ((await api(`/api/agentInfo/${dir}`)) as { data: Agent }).data;
    active = ((await api(`/api/agentListings/${dir}`)) as { data: { active: Card[] } }).data.active;
  }
  if (!agent) throw new Error('No featured listing has an agent of ours.');
});
afterAll(async () => {
  await browser?.close();
});

/** The address links of the cards under 'Listings by {agent}', in order, as [text, absolute href]. */
async function ownListingLinks(page: Page, scope: string) {
  const region = page.locator(scope).getByRole('region', { name: `Listings by ${agent.AgentChimeName}` });
  await region
    .getByRole('link', { name: active[0]?.Address ?? '' })
    .first()
    .waitFor();
  return region
    .locator('.compact-listing-address a')
    .evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => [link.textContent, link.href]));
}

describe("an agent's profile", () => {
  it("/about/{MatrixDir} shows who the agent is and their listings, each linked to the listing's page", async () => {
    const { page, errors } = await openPage(browser, `/about/${agent.MatrixDir}`, { width: 1440 });
    const contact = page.locator('bb-contact');
    await contact.getByText(agent.title ?? '', { exact: true }).waitFor();
    await contact.getByRole('img', { name: `Photo of ${agent.AgentChimeName}` }).waitFor();
    expect(
      await contact
        .getByRole('link', { name: `Visit ${agent.AgentChimeName}’s website` })
        .getAttribute('href'),
    ).toBe(agentSite('/'));

    const links = await ownListingLinks(page, 'bb-agent-listings');
    expect(links).toEqual(active.map((card) => [card.Address, new URL(pagePath(card), base()).href]));

    await page
      .locator('bb-agent-listings')
      .getByRole('link', { name: active[0]?.Address ?? '' })
      .first()
      .click();
    await page.waitForURL(new URL(pagePath(active[0] as Card), base()).href);
    await page
      .locator('bb-house')
      .getByText(active[0]?.Address ?? '')
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the agent home's 'See listings' shows the agent's own listings first, each linked", async () => {
    const { page, errors } = await openPage(browser, agentSite('/'), { width: 375, height: 812 });
    const home = page.locator('bb-agent-home');
    const seeListings = home.getByRole('link', { name: 'See listings' });
    await seeListings.click();
    const heading = home.getByRole('heading', { name: `Listings by ${agent.AgentChimeName}` });
    await expect.poll(() => heading.evaluate((element) => element.matches(':focus'))).toBe(true);
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y < 812).toBe(true);
    // Links stay on the agent's own site (relative), each to the listing's page.
    expect(await ownListingLinks(page, 'bb-agent-home')).toEqual(
      active.map((card) => [card.Address, agentSite(pagePath(card))]),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Every text a visitor sees (shadow roots included) and every mailto:/tel: link's address. */
function shownAddresses(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = [];
    const links: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          if (parent?.checkVisibility({ visibilityProperty: true }) && node.data.trim())
            texts.push(node.data);
        } else if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          const href = node.getAttribute('href') ?? '';
          if (/^(mailto|tel):/i.test(href)) links.push(href);
        }
      }
    };
    visit(document);
    return { texts, links };
  });
}

describe('the demo pages', () => {
  it('show no .localhost or .example address, in the text or in a mailto: or tel: link', async () => {
    const listing = active[0] as Card;
    // Each page with what shows it has drawn (the addresses are among the last things to arrive).
    const pages: [string, (page: Page) => Promise<void>][] = [
      ['/', (page) => page.locator('bb-home .compact-listing-address a').first().waitFor()],
      [
        '/listings',
        (page) =>
          page
            .locator('bb-listings')
            .getByText(/^Displaying \d+ listings/)
            .waitFor(),
      ],
      [
        '/contact',
        (page) => page.locator('bb-contact .contact-details a[href^="mailto:"]').first().waitFor(),
      ],
      [
        `/about/${agent.MatrixDir}`,
        async (page) => {
          await page.locator('bb-contact .contact-details a[href^="mailto:"]').first().waitFor();
          await page.locator('bb-agent-listings .compact-listing-address a').first().waitFor();
        },
      ],
      [
        agentSite('/'),
        (page) => page.locator('bb-agent-home .agent-info a[href^="mailto:"]').first().waitFor(),
      ],
      ['/privacy', (page) => page.locator('a[href^="mailto:"]').first().waitFor()],
      ['/dmca', (page) => page.locator('a[href^="mailto:"]').first().waitFor()],
      ['/web-accessibility', (page) => page.locator('a[href^="mailto:"]').first().waitFor()],
      [
        pagePath(listing),
        (page) => page.locator('bb-house .bb-tour-agent a[href^="mailto:"]').first().waitFor(),
      ],
    ];
    const found: string[] = [];
    for (const [path, drawn] of pages) {
      const { page } = await openPage(browser, path, { width: 1440 });
      await drawn(page);
      const { texts, links } = await shownAddresses(page);
      expect(texts.length, path).toBeGreaterThan(0);
      for (const shown of [...texts, ...links]) {
        if (/\.(localhost|example)\b/i.test(shown)) found.push(`${path}: ${shown.trim()}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});

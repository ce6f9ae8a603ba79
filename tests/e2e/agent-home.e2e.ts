import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe-violations';
import { launchChromium, openPage } from './support/open-browser';

interface SeededAgent {
  MatrixDir: string;
  AgentChimeName: string;
  AgenteMail: string;
  website_banner: string | null;
}

let browser: Browser;
let agent: SeededAgent;
const base = () => new URL(inject('baseUrl'));
/** The agent's own site: `http://{MatrixDir}.localhost:{port}` (Chromium resolves *.localhost to loopback). */
const agentSite = (path: string) => `http://${agent.MatrixDir}.localhost:${base().port}${path}`;

beforeAll(async () => {
  browser = await launchChromium();
  // A seeded agent with a banner of their own, found the way a visitor's browser would: staff, then info.
  const staff = (await (await fetch(new URL('/api/staff', base()))).json()) as {
    data: { MatrixDir: string }[];
  };
  for (const { MatrixDir } of staff.data) {
    const info = (await (await fetch(new URL(`/api/agentInfo/${MatrixDir}`, base()))).json()) as {
      data: SeededAgent;
    };
    if (info.data.website_banner) {
      agent = info.data;
      break;
    }
  }
  if (!agent) throw new Error('No seeded staff agent has a banner.');
});
afterAll(async () => {
  await browser?.close();
});

const home = (page: Page) => page.locator('bb-agent-home');

describe("an agent's sub-domain", () => {
  it("shows the agent's banner and info, and its contact page says 'CONTACT {AGENT}' without the staff carousel", async () => {
    const { page, errors } = await openPage(browser, agentSite('/'), { width: 1440 });
    expect(new URL(page.url()).hostname).toBe(`${agent.MatrixDir}.localhost`);
    await home(page).getByRole('heading', { level: 2, name: agent.AgentChimeName }).waitFor();

    // The agent's own banner, really drawn.
    const banner = home(page).locator('.agent-banner-image');
    expect(await banner.getAttribute('src')).toBe(new URL(agent.website_banner ?? '', agentSite('/')).href);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const info = home(page).getByRole('region', { name: 'Get in touch' });
    await info.getByRole('link', { name: agent.AgenteMail }).waitFor();
    expect(await info.getByRole('img', { name: `Photo of ${agent.AgentChimeName}` }).count()).toBe(1);
    await home(page).getByRole('link', { name: 'Information About Brokerage Services' }).waitFor();
    await home(page).getByRole('link', { name: 'Consumer Protection Notice' }).waitFor();

    // Visiting the agent's page stored the agent for the site's other widgets.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('agent') ?? 'null'));
    expect(stored?.MatrixDir).toBe(agent.MatrixDir);

    // 'Send me a message' stays on the agent's site.
    await info.getByRole('link', { name: 'Send me a message' }).click();
    await page.waitForURL(agentSite('/contact'));
    const contact = page.locator('bb-contact');
    await expect
      .poll(() => contact.getByRole('heading', { level: 2 }).textContent())
      .toBe(`CONTACT ${agent.AgentChimeName.toUpperCase()}`);
    await contact.getByRole('region', { name: 'Office Locations' }).getByRole('link').first().waitFor();
    expect(await contact.getByRole('region', { name: 'Our Team' }).count()).toBe(0);
    expect(await contact.locator('.staff-carousel, [aria-roledescription="carousel"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows one listing under the agent's compact header (with <bb-house>)", async () => {
    const featured = (await (await fetch(new URL('/api/featureListings', base()))).json()) as {
      data: { ListingKeyNumeric: number; Address: string }[];
    };
    const listing = featured.data[0];
    if (!listing) throw new Error('No featured listing seeded.');
    const { page, errors } = await openPage(browser, agentSite(`/?listing=${listing.ListingKeyNumeric}`));
    await home(page).getByRole('heading', { level: 2, name: agent.AgentChimeName }).waitFor();
    await home(page).getByRole('region', { name: 'Get in touch' }).waitFor();
    // Compact: no second search box above the listing.
    expect(await home(page).getByRole('region', { name: 'Find your next home' }).count()).toBe(0);
    const house = page.locator('bb-house .house');
    await expect
      .poll(() => house.getByText(listing.Address).first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('is laid out for a phone and axe finds nothing at 375 px', async () => {
    const { page } = await openPage(browser, agentSite('/'), { width: 375 });
    await home(page).getByRole('heading', { level: 2, name: agent.AgentChimeName }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends a sub-domain that is no agent to the company site', async () => {
    const { page } = await openPage(browser, `http://no-such-agent.localhost:${base().port}/contact`);
    expect(page.url()).toBe(new URL('/contact', base()).href);
    await expect
      .poll(() => page.locator('bb-contact').getByRole('heading', { level: 2 }).textContent())
      .toBe('CONTACT US');
  });
});

describe('<bb-agent-widget>', () => {
  it("shows the agent's card on another site's page, linking to the agent's own site", async () => {
    // Any page with the loader will do: a CMS adds the tag, the loader picks it up.
    const { page, errors } = await openPage(browser, '/dmca', { width: 375 });
    await page.evaluate((dir) => {
      const card = document.createElement('bb-agent-widget');
      card.setAttribute('agent', dir);
      const broken = document.createElement('bb-agent-widget');
      document.querySelector('main')?.prepend(card, broken);
    }, agent.MatrixDir);
    const card = page.locator('bb-agent-widget').first();
    const region = card.getByRole('region', { name: `Your agent: ${agent.AgentChimeName}` });
    await region.getByRole('link', { name: agent.AgenteMail }).waitFor();
    expect(await region.getByRole('link', { name: 'Visit my website' }).getAttribute('href')).toBe(
      agentSite('/'),
    );
    const photo = region.getByRole('img', { name: `Photo of ${agent.AgentChimeName}` });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Without its agent attribute the card says what is missing instead of staying blank.
    expect(await page.locator('bb-agent-widget').nth(1).getByRole('alert').textContent()).toContain(
      'This agent card needs an agent',
    );
    expect(errors).toEqual([]);
  });
});

describe('the thank-you page', () => {
  it('renders inside an 800 px frame, thanking the visitor by name', async () => {
    const { page, errors } = await openPage(browser, '/thank-you-frame?name=Ana&email=ana%40example.com', {
      width: 1440,
    });
    const frame = page.locator('iframe.thank-you-frame');
    const box = await frame.boundingBox();
    expect(box?.height).toBe(800);
    const inside = page.frameLocator('iframe.thank-you-frame').locator('bb-thank-you');
    await expect.poll(() => inside.getByRole('heading', { level: 2 }).textContent()).toBe('Thank you, Ana!');
    await inside.getByText('We will write to you at ana@example.com.').waitFor();
    // Its whole message fits the frame: nothing to scroll to inside it.
    const thanks = await inside.locator('.thank-you').boundingBox();
    expect((thanks?.y ?? 0) + (thanks?.height ?? 0)).toBeLessThanOrEqual(800);
    expect(errors).toEqual([]);
  });
});

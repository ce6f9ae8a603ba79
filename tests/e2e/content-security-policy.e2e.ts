import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-browser';

let browser: Browser;
let agentDir = '';
beforeAll(async () => {
  browser = await launchChromium();
  const staff = (await (await fetch(new URL('/api/staff', inject('baseUrl')))).json()) as {
    data: { MatrixDir: string }[];
  };
  agentDir = staff.data[0]?.MatrixDir ?? '';
  if (!agentDir) throw new Error('The seeded brokerage has no staff agent.');
});
afterAll(async () => {
  await browser?.close();
});

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught errors. */
  errors: string[];
  /** The page's Content-Security-Policy violations, each 'directive blocked-uri'. */
  violations: () => Promise<string[]>;
}

/**
 * Opens a page with a recorder of `securitypolicyviolation` events installed before any of its scripts,
 * in every frame; the events of shadow roots bubble to the document.
 */
async function open(url: string, width = 1440): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  const violations = async () => {
    const all: string[] = [];
    for (const frame of page.frames()) {
      all.push(
        ...(await frame.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
      );
    }
    return all;
  };
  return { page, context, errors, violations };
}

const at = (path: string) => new URL(path, inject('baseUrl')).href;

/** Every bb-* element of the page rendered its screen: content in its shadow root and no error boundary. */
async function widgetsRendered(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.tagName.startsWith('BB-'))
        .every((element) => (element.shadowRoot?.querySelector('.bb-root')?.textContent ?? '').trim() !== ''),
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.tagName.startsWith('BB-'))
      .map((element) =>
        element.shadowRoot?.querySelector('.bb-widget-failed')
          ? `${element.localName} failed`
          : element.localName,
      ),
  );
}

/** An image address the policy refuses, loaded on purpose by expectClean: no page asks for it. */
const SENTINEL = 'https://csp-sentinel.invalid/after-the-page.png';

async function expectClean(watched: Watched) {
  // Each frame's violations are reported in tasks queued in the order of the blocked loads: once the
  // sentinel's report is in, so is every one the page caused before it, however slow the machine.
  const frames = watched.page.frames();
  for (const frame of frames) {
    await frame.evaluate((src) => {
      new Image().src = src;
    }, SENTINEL);
  }
  const mine = (line: string) => line.includes(SENTINEL);
  await expect.poll(async () => (await watched.violations()).filter(mine).length).toBe(frames.length);
  expect((await watched.violations()).filter((line) => !mine(line))).toEqual([]);
  // The browser logs the sentinel's refusal as a console error too.
  expect(watched.errors.filter((error) => !mine(error))).toEqual([]);
  await watched.context.close();
}

describe('the Content-Security-Policy of the demo pages', () => {
  const pages: [string, string[]][] = [
    ['/', ['bb-account-menu', 'bb-home']],
    ['/contact', ['bb-account-menu', 'bb-contact']],
    ['/dashboard', ['bb-account-menu', 'bb-dashboard']],
    ['/dashboard/favorites', ['bb-account-menu', 'bb-favorites']],
    ['/dashboard/compare', ['bb-account-menu', 'bb-compare']],
    ['/blog/1/first-home-in-austin', ['bb-account-menu', 'bb-blog']],
    ['/thank-you?name=Ana', ['bb-thank-you']],
    ['/dmca', ['bb-account-menu']],
    ['/web-accessibility', ['bb-account-menu']],
    ['/privacy', ['bb-account-menu']],
  ];
  for (const [path, tags] of pages) {
    it(`${path}: every widget renders and nothing is blocked`, async () => {
      const watched = await open(at(path));
      expect(await widgetsRendered(watched.page)).toEqual(tags);
      await expectClean(watched);
    });
  }

  it('refuses script that text slipped into the page would add, and reports it', async () => {
    const watched = await open(at('/privacy'));
    const ran = await watched.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__injected = 2');
      image.src = 'data:,not-an-image';
      document.body.append(image);
      // The onerror attribute, set before this listener, would have run by the time it does.
      await new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
      return (window as unknown as { __injected?: number }).__injected ?? null;
    });
    expect(ran).toBeNull();
    // Both refusals are reported: waited for, not slept on.
    await expect
      .poll(async () => (await watched.violations()).filter((line) => line.includes(' inline ')).length)
      .toBe(2);
    const violations = await watched.violations();
    expect(violations.filter((line) => line.startsWith('script-src-elem inline'))).toHaveLength(1);
    expect(violations.filter((line) => line.startsWith('script-src-attr inline'))).toHaveLength(1);
    await watched.context.close();
  });

  it('the agent page and the agent sub-domain render under the policy', async () => {
    const about = await open(at(`/about/${agentDir}`));
    expect(await widgetsRendered(about.page)).toEqual(['bb-account-menu', 'bb-contact', 'bb-agent-listings']);
    await expectClean(about);
    const site = await open(`http://${agentDir}.localhost:${new URL(inject('baseUrl')).port}/`);
    expect(await widgetsRendered(site.page)).toContain('bb-agent-home');
    await expectClean(site);
  });

  it('the thank-you frame shows the framed page', async () => {
    const watched = await open(at('/thank-you-frame?name=Ana'));
    const frame = watched.page.frameLocator('iframe.thank-you-frame');
    await frame.locator('bb-thank-you .bb-root').waitFor();
    await expectClean(watched);
  });

  it('/listings: the map draws with its workers, and the listing detail modal and its page open', async () => {
    const watched = await open(at('/listings?zoom=12&centerLatitude=30.2667&centerLongitude=-97.7333'));
    const { page } = watched;
    await widgetsRendered(page);
    // The map engine's and the pins' workers started, or no marker would be placed.
    await expect
      .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const link = page.locator('bb-listings article.card .address-link').first();
    const href = await link.getAttribute('href');
    await link.click();
    const modal = page.locator('bb-listings dialog.bb-listing-modal');
    await modal.locator('.detail').waitFor({ timeout: 15_000 });
    await modal.getByRole('heading', { level: 2 }).first().waitFor();
    await expectClean(watched);

    // The listing's own page (server-rendered, with its JSON-LD data block) too.
    const listing = await open(at(href ?? '/'));
    await widgetsRendered(listing.page);
    await expectClean(listing);
  });

  it('the login modal opens, and the register form completes its ALTCHA proof of work in a blob: worker', async () => {
    const login = await open(at('/contact'));
    const menu = login.page.locator('bb-account-menu');
    await menu.getByRole('button', { name: 'Login' }).click();
    await login.page.getByRole('dialog').getByRole('button', { name: 'Login' }).waitFor();
    await expectClean(login);

    const register = await open(at('/register'));
    const form = register.page.locator('bb-register');
    await form.getByText("I'm not a robot").click();
    await form.locator('altcha-widget').getByText('Verified').waitFor({ timeout: 60_000 });
    await expectClean(register);
  });
});

import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

/**
 * Every widget under the API's faults (issue 9): the API down (no answer at all), answering 500, and
 * answering 200 with a payload of the wrong shape. Each shows a clear message with a Retry button, keeps
 * what the visitor typed or chose, and comes back once the API does and Retry is pressed. A slow API
 * (10 s) shows the loading state until the content arrives.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Fault = 'down' | 'error 500' | 'malformed';
const FAULTS: Fault[] = ['down', 'error 500', 'malformed'];

const isApi = (url: URL) => url.pathname.startsWith('/api/');

function answer(route: Route, fault: Fault) {
  if (fault === 'down') return route.abort('internetdisconnected');
  if (fault === 'error 500') {
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }),
    });
  }
  // A proxy's page, or an API of another version: 200, but not what the contract promises.
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: '{"data":{"unexpected":true}}',
  });
}

/** Breaks every API call of the page with `fault` until the returned function restores the API. */
async function breakApi(page: Page, fault: Fault): Promise<() => Promise<void>> {
  const handler = (route: Route) => answer(route, fault);
  await page.route(isApi, handler);
  return () => page.unroute(isApi, handler);
}

/** Opens `path` with the API already broken: the widget's first load fails. */
async function openBroken(path: string, fault: Fault) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const restore = await breakApi(page, fault);
  await page.goto(new URL(path, inject('baseUrl')).href);
  return { page, restore };
}

const retryIn = (widget: Locator) => widget.getByRole('button', { name: 'Retry' }).first();

/** A listing page's path (<bb-house>), from the sitemap as a crawler finds it. */
async function listingPath(): Promise<string> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', inject('baseUrl')))).text();
  const loc = /<loc>([^<]+\/\d+)<\/loc>/.exec(sitemap)?.[1] ?? /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error('the sitemap lists no listing');
  return new URL(loc).pathname;
}

const POST_PATH = '/blog/1/first-home-in-austin';

describe.each(FAULTS)('with the API %s', (fault) => {
  it('the listings keep the chosen sort, say so with Retry, and come back', async () => {
    const { page } = await openPage(browser, '/listings');
    const widget = page.locator('bb-listings');
    await widget.locator('article.card').first().waitFor({ timeout: 20_000 });
    const restore = await breakApi(page, fault);
    await widget.getByRole('combobox', { name: 'Sort listings' }).selectOption({ index: 2 });
    const alert = widget.getByRole('alert').filter({ hasText: 'We could not load the listings' });
    await alert.waitFor();
    expect(await retryIn(alert).isVisible()).toBe(true);
    const chosen = await widget.getByRole('combobox', { name: 'Sort listings' }).inputValue();

    await restore();
    await retryIn(alert).click();
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(0);
    await widget.locator('article.card').first().waitFor({ timeout: 20_000 });
    expect(await widget.getByRole('combobox', { name: 'Sort listings' }).inputValue()).toBe(chosen);
    await page.context().close();
  });

  it('the listings opened while the API is broken say so with Retry, and fill in once it is back', async () => {
    const { page, restore } = await openBroken('/listings', fault);
    const widget = page.locator('bb-listings');
    await retryIn(widget).waitFor({ timeout: 20_000 });
    // The message stands alone: no loading placeholders under it, as if something were still coming.
    expect(await widget.locator('.card.skeleton').count()).toBe(0);
    await restore();
    await retryIn(widget).click();
    await widget.locator('article.card').first().waitFor({ timeout: 20_000 });
    expect(await widget.getByRole('alert').filter({ hasText: 'could not' }).count()).toBe(0);
    await page.context().close();
  });

  it('the contact page opened while the API is broken keeps the form usable and fills in on Retry', async () => {
    const { page, restore } = await openBroken('/contact', fault);
    const contact = page.locator('bb-contact');
    await retryIn(contact).waitFor({ timeout: 20_000 });
    await contact.getByRole('textbox', { name: 'Message' }).fill('Typed while the page was broken');
    await restore();
    // Each part that failed (offices, team) has its own Retry; pressed one by one until none is left.
    await expect
      .poll(
        async () => {
          const retry = retryIn(contact);
          if ((await retry.count()) > 0) await retry.click({ timeout: 2_000 }).catch(() => {});
          return contact.getByRole('button', { name: 'Retry' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await contact
      .getByRole('link', { name: /^View on map/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await contact.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
      'Typed while the page was broken',
    );
    await page.context().close();
  });

  it('a listing page (<bb-house>) says so with Retry, and shows the listing once the API is back', async () => {
    const { page, restore } = await openBroken(await listingPath(), fault);
    const house = page.locator('bb-house');
    await retryIn(house).waitFor({ timeout: 20_000 });
    await restore();
    await retryIn(house).click();
    // The listing's address, the page's title.
    await house.locator('.detail-title').waitFor({ timeout: 20_000 });
    expect(await house.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });

  it('the contact form keeps every field while sending fails, and sends it once the API is back', async () => {
    const { page } = await openPage(browser, '/contact');
    const contact = page.locator('bb-contact');
    const fields = {
      Name: 'Ana García',
      Email: 'ana@example.com',
      Phone: '(512) 555-0199',
      Message: `Resilience ${fault} ${Date.now()}`,
    };
    for (const [name, value] of Object.entries(fields)) {
      await contact.getByRole('textbox', { name }).fill(value);
    }
    const restore = await breakApi(page, fault);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await contact.getByText('We could not send your message right now').waitFor({ timeout: 20_000 });
    for (const [name, value] of Object.entries(fields)) {
      expect(await contact.getByRole('textbox', { name }).inputValue()).toBe(value);
    }
    await restore();
    await retryIn(contact).click();
    await contact.getByText('Your message has been sent!').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('the home page says so with Retry, keeps the typed search, and fills in once the API is back', async () => {
    const { page, restore } = await openBroken('/', fault);
    const home = page.locator('bb-home');
    const featured = home.getByRole('region', { name: 'Featured Listings' });
    await retryIn(featured).waitFor({ timeout: 20_000 });
    const box = home.getByRole('combobox').first();
    await box.fill('Austin');
    await restore();
    await retryIn(featured).click();
    await featured.getByRole('link').first().waitFor({ timeout: 20_000 });
    expect(await box.inputValue()).toBe('Austin');
    await page.context().close();
  });

  it('the blog post says so with Retry, and shows the post once the API is back', async () => {
    const { page, restore } = await openBroken(POST_PATH, fault);
    const blog = page.locator('bb-blog');
    await retryIn(blog).waitFor({ timeout: 20_000 });
    await restore();
    await retryIn(blog).click();
    await blog.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});

/** Holds every API call of the page (or those `only` matches) for 10 s before letting it through. */
async function slowApi(page: Page, only: (url: URL) => boolean = isApi) {
  await page.route(only, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue().catch(() => {});
  });
}
const SLOW_MS = 10_000;

/** Opens `path` with a slow API, checks `loading` shows while nothing has arrived, then waits for `ready`. */
async function expectLoadingThenReady(
  path: string,
  loading: (page: Page) => Locator,
  ready: (page: Page) => Locator,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await slowApi(page);
  const started = Date.now();
  await page.goto(new URL(path, inject('baseUrl')).href);
  await loading(page).first().waitFor({ timeout: 9_000 });
  expect(await ready(page).count()).toBe(0);
  await ready(page).first().waitFor({ timeout: 30_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  await context.close();
}

describe('with a slow API (10 s)', () => {
  it('the listings show their loading state until the answer arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname.startsWith('/api/v1/listings/'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await route.continue();
      },
    );
    const started = Date.now();
    await page.goto(new URL('/listings', inject('baseUrl')).href);
    const widget = page.locator('bb-listings');
    await expect
      .poll(() => widget.locator('[aria-busy="true"]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await widget.locator('article.card').count()).toBe(0);
    await widget.locator('article.card').first().waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    expect(await widget.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('a listing page (<bb-house>) says it is loading until the listing arrives', async () => {
    await expectLoadingThenReady(
      await listingPath(),
      (page) => page.locator('bb-house').getByRole('status').filter({ hasText: 'Loading' }),
      (page) => page.locator('bb-house .detail-title'),
    );
  });

  it('the home page says its featured listings are loading until they arrive', async () => {
    const featured = (page: Page) =>
      page.locator('bb-home').getByRole('region', { name: 'Featured Listings' });
    await expectLoadingThenReady(
      '/',
      (page) => featured(page).getByText('Loading…'),
      (page) => featured(page).getByRole('link'),
    );
  });

  it('the blog post says it is loading until the post arrives', async () => {
    await expectLoadingThenReady(
      POST_PATH,
      (page) => page.locator('bb-blog').getByText('Loading…'),
      (page) => page.locator('bb-blog').getByRole('heading', { level: 1 }),
    );
  });

  it('the contact form says it is sending, keeps the fields, and thanks the visitor when the answer comes', async () => {
    const { page } = await openPage(browser, '/contact');
    const contact = page.locator('bb-contact');
    await contact.getByRole('textbox', { name: 'Name' }).fill('Ana García');
    await contact.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await contact.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0199');
    await contact.getByRole('textbox', { name: 'Message' }).fill(`Slow ${Date.now()}`);
    // The message itself is slow (the captcha challenge before it, if any, is not).
    await slowApi(page, (url) => url.pathname === '/api/save-contact-form');
    await contact.getByRole('button', { name: 'Submit' }).click();
    await contact.getByRole('button', { name: 'Sending…' }).waitFor({ timeout: 5_000 });
    expect(await contact.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ana García');
    await contact.getByText('Your message has been sent!').waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});

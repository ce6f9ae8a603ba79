import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpawnedServer } from '../../scripts/support/spawn-server';
import { texasToday } from '../../src/lib/time/texas-time';
import { makeJpeg, type PhotoCdn, startPhotoCdn } from '../server/support/photo-cdn';
import { launchChromium } from './support/open-browser';
import { type FeedServer, startServerWithFeed } from './support/start-server-with-feed';

/**
 * An imported listing whose photos are on an MLS photo CDN (a local stand-in): the server's photo
 * pipeline downloads and resizes them, and the visitor sees them from our host in responsive sizes. The
 * suite runs a server of its own, because MLS data reaches the database only through the RESO importer,
 * which must run before the server opens the database.
 */
let feed: FeedServer;
let server: SpawnedServer;
let cdn: PhotoCdn;
let browser: Browser;
let pagePath = '';
const ADDRESS = '1507 Kenwood Ave';

beforeAll(async () => {
  cdn = await startPhotoCdn();
  for (const n of [1, 2, 4])
    cdn.routes.set(`/act71220001/${n}.jpg`, await makeJpeg(2000, { r: 60 * n, g: 120, b: 200 - 40 * n }));
  const fixture = readFileSync(join(import.meta.dirname, '../fixtures/reso/property.json'), 'utf8');
  const page = JSON.parse(fixture.replaceAll('https://media.example.com', cdn.url));
  // Listed today: the newest listing, first in the list's default order.
  const record = { ...page.value[0], ListingContractDate: texasToday() };
  feed = await startServerWithFeed({
    name: 'mls-photos',
    seed: 12,
    page: { ...page, value: [record] },
    async prepare(db) {
      const found = await db.query<{ url: string }>(
        `SELECT url FROM listings WHERE listing_key = 'ACT71220001'`,
      );
      pagePath = `/${found.rows[0]?.url.replace(/\.html$/, '')}`;
    },
    env: { PHOTO_INTERVAL_SECONDS: '1' },
  });
  server = feed.server;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await feed?.stop();
  await cdn?.close();
});

const at = (path: string) => new URL(path, server.baseUrl).href;

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(at(path));
  return page;
}

/** The photo `img` shows a stored photo from our host, with every size and format to choose from. */
async function expectResponsivePhoto(img: Locator, sizes: RegExp) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(current.startsWith(`${server.baseUrl}/media/`)).toBe(true);
  // Chromium reads AVIF: it picks the AVIF source.
  expect(current).toMatch(/\/\d+\.avif$/);
  expect(await img.getAttribute('srcset')).toMatch(/400\.jpg 400w, .*1920\.jpg 1920w$/);
  expect(await img.getAttribute('sizes')).toMatch(sizes);
}

describe("an imported listing's MLS photos", () => {
  it('are downloaded and served from our host, never hotlinked', async () => {
    // The pipeline runs a second after start: wait until the photos are stored.
    await expect
      .poll(
        async () => {
          const response = await fetch(at('/api/listingsItem/71220001'));
          const ids: (string | null)[] = (await response.json()).data.photo_ids ?? [];
          return ids.length > 0 && ids.every((id) => id !== null);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
  }, 70_000);

  it('show on the card in the list in responsive sizes', async () => {
    const page = await open('/listings');
    const card = page.locator('bb-listings article.card', { hasText: ADDRESS }).first();
    await card.waitFor({ timeout: 30_000 });
    const img = card.locator('.slide:not([inert]) img').first();
    await expectResponsivePhoto(img, /400px/);
    expect(cdn.requests.every((request) => request.headers['user-agent'] === 'node')).toBe(true);
    await page.context().close();
  }, 60_000);

  it('show in the detail modal', async () => {
    const page = await open('/listings');
    const link = page.locator('bb-listings article.card .address-link', { hasText: ADDRESS }).first();
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    const modal = page.locator('bb-listings dialog.bb-listing-modal');
    await modal.locator('.detail').waitFor({ timeout: 15_000 });
    await expectResponsivePhoto(modal.locator('.main-photo img'), /60vw/);
    await page.context().close();
  }, 60_000);

  it('show on the single-house page, whose link preview is our host’s photo too', async () => {
    const page = await open(pagePath);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/\/media\/[0-9a-f]{32}\/1280\.jpg$/);
    await expectResponsivePhoto(page.locator('bb-house .main-photo img'), /60vw/);
    await page.context().close();
  }, 60_000);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsOnMap } from './support/listings-on-map';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const CANVAS = 'bb-listings .bb-map-canvas canvas';
const COUNTS = /^Displaying \d+ listings? \(1 to \d+\) of ([\d,]+)$/;

interface ListingsCall {
  readonly coordinates?: { top: number; right: number; bottom: number; left: number };
  readonly filters: Record<string, unknown>;
}

/** Every listings call the page makes, in order (the list's; the map's pins go elsewhere). */
function listingsCalls(page: Page): ListingsCall[] {
  const calls: ListingsCall[] = [];
  page.on('request', (request) => {
    const [, json] = new URL(request.url()).pathname.split('/api/v1/listings/');
    if (json) calls.push(JSON.parse(decodeURIComponent(json)));
  });
  return calls;
}

/** Opens `path` at this size, recording its listings calls from the very first. */
async function openRecording(path: string, width: number, height: number) {
  let calls: ListingsCall[] = [];
  const opened = await openPage(browser, path, {
    width,
    height,
    onPage: (page) => {
      calls = listingsCalls(page);
    },
  });
  return { ...opened, calls };
}

/** The total of the count line once the list has settled (not busy), as a visitor reads it. */
async function settledTotal(page: Page): Promise<number> {
  const line = page.locator('bb-listings .counts span').first();
  let total = Number.NaN;
  await expect
    .poll(
      async () => {
        if ((await page.locator('bb-listings .grid[aria-busy="true"]').count()) > 0) return false;
        const match = COUNTS.exec((await line.textContent({ timeout: 1000 }).catch(() => '')) ?? '');
        total = Number(match?.[1]?.replaceAll(',', ''));
        return Number.isFinite(total);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return total;
}

/** Nudges the map by a few px with the mouse from its centre, as a visitor's accidental drag. */
async function nudge(page: Page, px: number): Promise<void> {
  const box = await page.locator(CANVAS).boundingBox();
  if (!box) throw new Error('The map canvas is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= px; step += 1) await page.mouse.move(x + step, y);
  await page.mouse.up();
}

/**
 * How far a 3 px nudge may move the total: the strips it uncovers and hides along the view's edges may
 * hold a listing or two (the data has one within 3 px of the edge at 1440 px); the rest of Texas they
 * cannot (the bug: 'of 3,000' beside a map of 69).
 */
const SLIVER = 2;

const cameraOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return [params.get('zoom'), params.get('centerLatitude'), params.get('centerLongitude')];
};

/**
 * Opens `path`, checks the first list is the map's view (asked with the view's coordinates before the map
 * engine has loaded, the camera in the URL without a new history entry), then nudges the map 3 px and
 * returns both totals.
 */
async function firstAndNudgedTotals(
  path: string,
): Promise<{ first: number; nudged: number; calls: ListingsCall[] }> {
  const { page, errors, calls } = await openRecording(path, 1440, 900);
  const first = await settledTotal(page);
  expect(calls[0]?.coordinates).toBeDefined();
  // The URL names the view it lists, written over the entry the visitor arrived on.
  expect(cameraOf(page)).toEqual(['13', '30.2667', '-97.7333']);
  // The tab's blank start and this page: the camera went into the page's own entry, not a new one.
  expect(await page.evaluate(() => history.length)).toBe(2);

  // The map's own first view is the one the list already shows: no second search.
  await expect.poll(() => page.locator(CANVAS).count(), { timeout: 30_000 }).toBe(1);
  await expect
    .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(calls).toHaveLength(1);

  const before = page.url();
  await nudge(page, 3);
  await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(before);
  await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(1);
  const nudged = await settledTotal(page);
  expect(errors).toEqual([]);
  await page.context().close();
  return { first, nudged, calls };
}

describe('the list is the map view from the first load', () => {
  it('shows on /listings the same total as after a 3 px drag of the map', async () => {
    const { first, nudged, calls } = await firstAndNudgedTotals('/listings');
    expect(Math.abs(nudged - first)).toBeLessThanOrEqual(SLIVER);
    // Both searches are the view's: the nudge moved the box east by a few px, no more.
    const [start, end] = [calls[0]?.coordinates, calls.at(-1)?.coordinates];
    if (!start || !end) throw new Error('both calls carry the view');
    expect(end.left - start.left).toBeGreaterThan(-0.001);
    expect(Math.abs(end.left - start.left)).toBeLessThan(0.001);
  });

  it('does the same on /leasing, /open-houses and with a filter', async () => {
    for (const path of ['/leasing', '/open-houses', '/listings?minBedsCount=3']) {
      const { first, nudged, calls } = await firstAndNudgedTotals(path);
      expect(Math.abs(nudged - first), path).toBeLessThanOrEqual(SLIVER);
      if (path.includes('minBedsCount')) expect(calls[0]?.filters.minBedsCount).toBe(3);
    }
  });

  it('keeps the total when the phone switches from the list to the map', async () => {
    const { page, calls } = await openRecording('/listings', 375, 812);
    const first = await settledTotal(page);
    expect(calls[0]?.coordinates).toBeDefined();
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
    await expect
      .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The map shows the view the list was already of: nothing to search again.
    expect(calls).toHaveLength(1);
    await page.locator('bb-listings').getByRole('button', { name: 'Listings', exact: true }).click();
    expect(await settledTotal(page)).toBe(first);
    await page.context().close();
  });

  it('keeps the total when the desktop map is switched off and on again', async () => {
    const { page, calls } = await openRecording('/listings', 1440, 900);
    const first = await settledTotal(page);
    expect(calls[0]?.coordinates).toBeDefined();
    await expect
      .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const toggle = page.locator('bb-listings').getByRole('switch', { name: 'Show map' });
    await toggle.click();
    await expect.poll(() => page.locator(CANVAS).count()).toBe(0);
    // Off, the list is still the view the map would show: the same search, not all of Texas.
    expect(await settledTotal(page)).toBe(first);
    await toggle.click();
    await expect
      .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await settledTotal(page)).toBe(first);
    expect(calls).toHaveLength(1);
    await page.context().close();
  });

  it('lets a location set the area: the map fits the place and the list is that place', async () => {
    const { page, calls } = await openRecording('/listings?city=round-rock', 1440, 900);
    const total = await settledTotal(page);
    expect(calls[0]?.filters.city).toBe('round-rock');
    expect(calls[0]?.coordinates).toBeUndefined();
    const cities = await page.locator('bb-listings article.card .address .place').allTextContents();
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city).toMatch(/^Round Rock, TX/);

    // The map fits Round Rock, whatever its width (371 px beside the list at 1440): its pins and
    // clusters hold every listing of the list, not a slice of the place.
    await expect.poll(() => listingsOnMap(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(total);
    // A visitor's nudge there writes its camera: north of Austin.
    await expect
      .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const before = page.url();
    await nudge(page, 3);
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(before);
    const [, lat, lng] = cameraOf(page).map(Number);
    expect(Math.abs((lat ?? 0) - 30.51)).toBeLessThan(0.1);
    expect(Math.abs((lng ?? 0) + 97.68)).toBeLessThan(0.1);
    // The place, not the view, is still the search.
    expect(await settledTotal(page)).toBe(total);
    await page.context().close();
  });
});

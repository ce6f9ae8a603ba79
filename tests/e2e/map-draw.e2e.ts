import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LngLat } from '../../src/lib/geo/polygon-crossing-edges';
import { decodeBoundaryParam } from '../../src/lib/listings-filters/boundary-param';
import { pointInPolygon } from '../support/point-in-polygon';
import { loadAxe } from './support/axe-violations';
import { launchChromium } from './support/open-browser';
import { GESTURE_FRAMES, NO_PIN, pinAfterFrames } from './support/pin-after-frames';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const CANVAS = 'bb-listings .bb-map-canvas canvas';

/** The WCAG 2.2 A/AA violations axe finds in the map section as it stands (drawing panel included). */
async function mapViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; nodes: { target: unknown }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    // Every rule, target size included: the pins keep clear of the drawing panel as of any control.
    const map = await axe.run(
      { include: [{ fromShadowDom: ['bb-listings', '.bb-map'] }] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    );
    return map.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}
const CARDS = 'bb-listings article.card';

/** Opens `path` in a fresh context (tsx's helper shim in place for evaluated functions), recording errors. */
async function open(path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    ...options,
  });
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, go: () => page.goto(new URL(path, inject('baseUrl')).href) };
}

/** A point of bare map (no pin, cluster or control on it) near each fraction of the canvas, in page pixels. */
async function bareMapPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = await page.locator(CANVAS).boundingBox();
  if (!box) throw new Error('The map canvas is not on screen');
  return page.evaluate(
    ({ left, top, width, height, fx, fy }) => {
      const root = document.querySelector('bb-listings')?.shadowRoot;
      for (let ring = 0; ring < 12; ring += 1) {
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [-1, 0],
          [0, -1],
          [1, 1],
          [-1, -1],
        ]) {
          const x = left + width * fx + (dx ?? 0) * ring * 8;
          const y = top + height * fy + (dy ?? 0) * ring * 8;
          if (root?.elementFromPoint(x, y)?.tagName === 'CANVAS') return { x, y };
        }
      }
      return { x: left + width * fx, y: top + height * fy };
    },
    { left: box.x, top: box.y, width: box.width, height: box.height, fx, fy },
  );
}

/** Drags the map with the mouse from one point to another. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y + ((to.y - from.y) * step) / 8);
  }
  await page.mouse.up();
}

interface ListingsAnswer {
  readonly geosearch: readonly LngLat[] | undefined;
  readonly total: number;
  readonly points: readonly LngLat[];
  readonly addresses: readonly string[];
}

/** Records every listings answer the page receives: the polygon it asked for, the total and the listings. */
function recordListings(page: Page): ListingsAnswer[] {
  const answers: ListingsAnswer[] = [];
  page.on('response', async (response) => {
    const [, json] = response.url().split('/api/v1/listings/');
    if (!json || response.status() !== 200) return;
    const query = JSON.parse(decodeURIComponent(json));
    const body = await response.json().catch(() => null);
    if (!body) return;
    const listings: { Latitude: number; Longitude: number; Address: string | null }[] = body.data.listings;
    answers.push({
      geosearch: query.coordinates?.geosearch,
      total: body.data.total,
      points: listings.map((listing): LngLat => [listing.Longitude, listing.Latitude]),
      addresses: listings.map((listing) => listing.Address ?? ''),
    });
  });
  return answers;
}

interface AskedArea {
  readonly geosearch: readonly LngLat[] | undefined;
  readonly sortBy: string | undefined;
}

/** Records the search area and order of every listings request from now on, in the order they were sent. */
function recordAskedAreas(page: Page): AskedArea[] {
  const asked: AskedArea[] = [];
  page.on('request', (request) => {
    const [, json] = request.url().split('/api/v1/listings/');
    if (!json) return;
    const query = JSON.parse(decodeURIComponent(json));
    asked.push({ geosearch: query.coordinates?.geosearch, sortBy: query.filters?.sortBy });
  });
  return asked;
}

function urlBoundary(page: Page): LngLat[] | null {
  const text = new URL(page.url()).searchParams.get('boundary');
  return text === null ? null : decodeBoundaryParam(text);
}

/** Points of the map canvas at fractions of its size, in page pixels. */
async function canvasPoints(page: Page, fractions: readonly (readonly [number, number])[]) {
  const box = await page.locator(CANVAS).boundingBox();
  if (!box) throw new Error('The map canvas is not on screen');
  return fractions.map(([fx, fy]) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy }));
}

const sameRing = (a: readonly LngLat[] | undefined, b: readonly LngLat[]) =>
  a !== undefined && JSON.stringify(a.slice(0, b.length)) === JSON.stringify(b) && a.length === b.length + 1;

describe('draw to search', () => {
  it('searches inside a polygon drawn with the mouse, keeps it in the URL over reloads and map moves, and removes it', async () => {
    const { page, errors, go } = await open(
      '/listings?zoom=12&centerLatitude=30.2667&centerLongitude=-97.7333',
    );
    const answers = recordListings(page);
    await go();
    await expect.poll(() => page.locator(CARDS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const before = answers.at(-1)?.total ?? 0;
    const startUrl = page.url();

    const map = page.locator('bb-listings section.bb-map');
    await map.getByRole('button', { name: 'Draw', exact: true }).click();
    expect(await map.getByRole('button', { name: 'Finish' }).count()).toBe(1);

    // A drag while drawing neither pans the map (the URL's camera stays) nor places a corner.
    // The pins stand still for the frames in which a pan would have moved them.
    const from = await bareMapPoint(page, 0.5, 0.5);
    const pin = await pinAfterFrames(page, 0);
    expect(pin).not.toBe(NO_PIN);
    await drag(page, from, { x: from.x + 150, y: from.y + 80 });
    expect(await pinAfterFrames(page, GESTURE_FRAMES)).toBe(pin);
    expect(page.url()).toBe(startUrl);
    expect(await map.locator('.bb-map-draw-count').textContent()).toBe('0 corners');

    // Four corners around the middle of Austin, then a click on the first closes the shape.
    const corners = await canvasPoints(page, [
      [0.3, 0.25],
      [0.7, 0.25],
      [0.7, 0.6],
      [0.3, 0.6],
    ]);
    for (const corner of corners) await page.mouse.click(corner.x, corner.y);
    await expect.poll(() => map.locator('.bb-map-draw-count').textContent()).toBe('4 corners');
    const first = corners[0];
    if (!first) throw new Error('no corner');
    await page.mouse.click(first.x, first.y);

    await expect.poll(() => urlBoundary(page)?.length ?? 0, { timeout: 10_000 }).toBe(4);
    const boundary = urlBoundary(page) ?? [];
    // The list asks for exactly the drawn ring (closed), and everything it lists lies inside it.
    await expect
      .poll(() => answers.some((answer) => sameRing(answer.geosearch, boundary)), { timeout: 15_000 })
      .toBe(true);
    const inside = answers.filter((answer) => sameRing(answer.geosearch, boundary)).at(-1);
    if (!inside) throw new Error('no answer for the drawn area');
    expect(inside.total).toBeGreaterThan(0);
    expect(inside.total).toBeLessThan(before);
    for (const point of inside.points) expect(pointInPolygon(point, boundary)).toBe(true);
    await expect.poll(() => page.locator(CARDS).count(), { timeout: 15_000 }).toBe(inside.points.length);
    const shown = await page.locator(`${CARDS} .address`).allTextContents();
    for (const address of inside.addresses) expect(shown.join('\n')).toContain(address);
    expect(await page.locator('bb-listings .counts span').first().textContent()).toContain(
      `of ${inside.total.toLocaleString('en-US')}`,
    );

    // Moving the map leaves the drawn area as the search area: the URL keeps it, the list stays.
    const asked = recordAskedAreas(page);
    const grab = await bareMapPoint(page, 0.5, 0.75);
    await drag(page, grab, { x: grab.x + 60, y: grab.y + 40 });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('centerLongitude'), { timeout: 10_000 })
      .not.toBe('-97.7333');
    expect(urlBoundary(page)).toEqual(boundary);
    // A sort chosen after the move asks again; a request for the moved view would have gone before it
    // (or with it). Every one asked since the drag, up to the sort's, is for the drawn ring.
    await page
      .locator('bb-listings')
      .getByRole('combobox', { name: 'Sort listings' })
      .selectOption({ label: 'Price: Low to High' });
    await expect
      .poll(() => asked.some((area) => area.sortBy === 'low-to-high'), { timeout: 10_000 })
      .toBe(true);
    expect(asked.filter((area) => !sameRing(area.geosearch, boundary))).toEqual([]);

    // A reload keeps it.
    const reloaded = answers.length;
    await page.reload();
    await expect
      .poll(() => answers.slice(reloaded).some((answer) => sameRing(answer.geosearch, boundary)), {
        timeout: 20_000,
      })
      .toBe(true);
    const removeButton = page.locator('bb-listings').getByRole('button', { name: 'Remove boundary' });
    await removeButton.waitFor({ timeout: 20_000 });

    // Saved with a search: the drawn area comes back with it.
    const widget = page.locator('bb-listings');
    await widget.getByRole('button', { name: /^Saved Searches/ }).click();
    const savedPanel = widget.getByRole('group', { name: 'Saved Searches' });
    await savedPanel.getByRole('button', { name: 'Save Search', exact: true }).click();
    await savedPanel.getByRole('status').filter({ hasText: 'Search saved as Save Search 1' }).waitFor();
    // A guest is offered an account to keep it in (SPEC §4); declining keeps the search in this browser.
    const register = page.getByRole('dialog', { name: 'Create your profile now' });
    await register.waitFor();
    await register.getByRole('button', { name: 'Close' }).click();
    await register.waitFor({ state: 'detached' });
    await widget.getByRole('button', { name: /^Saved Searches/ }).click();

    // Remove boundary: the view is the search area again; Back brings the boundary back.
    await removeButton.click();
    await expect.poll(() => urlBoundary(page), { timeout: 10_000 }).toBeNull();
    // The visible area's ring: five points (a closed box), not the drawn corners.
    await expect
      .poll(
        () => {
          const last = answers.at(-1)?.geosearch;
          return last?.length === 5 && !sameRing(last, boundary);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await page.locator('bb-listings').getByRole('button', { name: 'Remove boundary' }).count()).toBe(
      0,
    );
    await page.goBack();
    await expect.poll(() => urlBoundary(page), { timeout: 10_000 }).toEqual(boundary);
    await removeButton.click();
    await expect.poll(() => urlBoundary(page), { timeout: 10_000 }).toBeNull();
    await widget.getByRole('button', { name: /^Saved Searches/ }).click();
    await savedPanel.getByRole('button', { name: 'Save Search 1', exact: true }).click();
    await expect.poll(() => urlBoundary(page), { timeout: 10_000 }).toEqual(boundary);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws with a finger on a phone’s map view, which has a working place box of its own', async () => {
    const { page, errors, go } = await open(
      '/listings?zoom=12&centerLatitude=29.7604&centerLongitude=-95.3698',
      {
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    );
    await go();
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).tap();
    const map = page.locator('bb-listings section.bb-map');
    await map.locator('canvas').waitFor({ timeout: 30_000 });
    // The phone's map view has the place box too (the same map, shown instead of the list): it works.
    const place = map.getByRole('combobox', { name: 'Search for a place' });
    expect(await place.count()).toBe(1);
    await place.fill('austin');
    await map.getByRole('option', { name: 'Austin', exact: true }).first().tap({ timeout: 15_000 });
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('centerLongitude')), { timeout: 15_000 })
      .toBeLessThan(-97);

    await map.getByRole('button', { name: 'Draw', exact: true }).tap();
    // Tapping Draw (at the map's foot) scrolled the page: bring the whole map back into view.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const corners = await canvasPoints(page, [
      [0.25, 0.25],
      [0.75, 0.3],
      [0.5, 0.6],
    ]);
    for (const corner of corners) await page.touchscreen.tap(corner.x, corner.y);
    await expect.poll(() => map.locator('.bb-map-draw-count').textContent()).toBe('3 corners');
    // A second tap on the last corner (a double tap) closes the shape.
    const last = corners.at(-1);
    if (!last) throw new Error('no corner');
    await page.touchscreen.tap(last.x, last.y);
    await expect.poll(() => urlBoundary(page)?.length ?? 0, { timeout: 10_000 }).toBe(3);
    await map.getByRole('button', { name: 'Remove boundary' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws by keyboard: arrows move the map, Space adds its centre, Enter finishes, Escape cancels', async () => {
    const { page, go } = await open('/listings?zoom=12&centerLatitude=30.2667&centerLongitude=-97.7333');
    await go();
    const map = page.locator('bb-listings section.bb-map');
    const draw = map.getByRole('button', { name: 'Draw', exact: true });
    await draw.waitFor({ timeout: 30_000 });
    await expect.poll(() => draw.isEnabled(), { timeout: 30_000 }).toBe(true);

    // Escape leaves without an area, and focus returns to Draw.
    await draw.focus();
    await page.keyboard.press('Enter');
    await map.getByRole('button', { name: 'Finish' }).waitFor();
    await page.keyboard.press('Space');
    await expect.poll(() => map.locator('.bb-map-draw-count').textContent()).toBe('1 corner');
    await page.keyboard.press('Escape');
    await expect.poll(() => map.getByRole('button', { name: 'Finish' }).count()).toBe(0);
    await expect.poll(() => draw.evaluate((element) => element.matches(':focus'))).toBe(true);
    expect(urlBoundary(page)).toBeNull();

    await page.keyboard.press('Enter');
    await map.getByRole('button', { name: 'Finish' }).waitFor();
    await page.keyboard.press('Space');
    // Each arrow's glide ends in the URL's new centre: Space then takes where the map came to rest.
    const centre = () => {
      const params = new URL(page.url()).searchParams;
      return `${params.get('centerLatitude')},${params.get('centerLongitude')}`;
    };
    for (const [key, corners] of [
      ['ArrowRight', '2 corners'],
      ['ArrowDown', '3 corners'],
    ] as const) {
      for (let press = 0; press < 2; press += 1) {
        const from = centre();
        await page.keyboard.press(key);
        await expect.poll(centre, { timeout: 10_000 }).not.toBe(from);
      }
      await page.keyboard.press('Space');
      await expect.poll(() => map.locator('.bb-map-draw-count').textContent()).toBe(corners);
    }
    // The drawing panel passes axe like the rest of the page; the map keeps keyboard focus meanwhile.
    expect(await mapViolations(page)).toEqual([]);
    await map.locator('canvas').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => urlBoundary(page)?.length ?? 0, { timeout: 10_000 }).toBe(3);
    await page.context().close();
  });
});

/** What Mapbox forward geocoding (v6) answers for 'round rock': a city with its box, an address without. */
const ROUND_ROCK = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'dXJuOm1ieHBsYzpBV2pJN0E',
      geometry: { type: 'Point', coordinates: [-97.678896, 30.508235] },
      properties: {
        mapbox_id: 'dXJuOm1ieHBsYzpBV2pJN0E',
        feature_type: 'place',
        name: 'Round Rock',
        place_formatted: 'Texas, United States',
        bbox: [-97.757893, 30.46098, -97.568016, 30.569438],
        coordinates: { longitude: -97.678896, latitude: 30.508235 },
      },
    },
    {
      type: 'Feature',
      id: 'dXJuOm1ieGFkcjpkZDc2',
      geometry: { type: 'Point', coordinates: [-97.676781, 30.508611] },
      properties: {
        mapbox_id: 'dXJuOm1ieGFkcjpkZDc2',
        feature_type: 'address',
        name: '221 East Main Street',
        place_formatted: 'Round Rock, Texas 78664, United States',
        coordinates: { longitude: -97.676781, latitude: 30.508611 },
      },
    },
    // Not a place the box offers (a country): dropped on its own, the rest still shown.
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [0, 0] },
      properties: { feature_type: 'country' },
    },
  ],
  attribution: 'NOTICE: © 2026 Mapbox and its suppliers.',
};

describe('the map place box with a Mapbox token', () => {
  it('offers Mapbox places in their own group, asked biased to Texas, and choosing one moves the map', async () => {
    // The token is slipped into /api/config below, so the page's Content-Security-Policy (built from the
    // server's real, tokenless configuration) would refuse Mapbox: set MAPBOX_TOKEN and the server's
    // policy admits it (server/http/content-security-policy.ts, tested on the server).
    const { page, errors, go } = await open(
      '/listings?zoom=12&centerLatitude=29.7604&centerLongitude=-95.3698',
      {
        bypassCSP: true,
      },
    );
    const geocoding: URL[] = [];
    // Nothing leaves the machine except the geocoding calls, answered here from a fixture (or failing).
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== 'api.mapbox.com' || !url.pathname.startsWith('/search/geocode/v6/forward')) {
        await route.abort();
        return;
      }
      geocoding.push(url);
      if (url.searchParams.get('q') === 'nowhere') await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.fulfill({ json: ROUND_ROCK, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), map_token: 'pk.test-token' } });
    });
    await go();
    await expect
      .poll(() => page.locator('bb-listings .bb-map-canvas').getAttribute('data-engine'), { timeout: 30_000 })
      .toBe('mapbox');

    const box = page.locator('bb-listings').getByRole('combobox', { name: 'Search for a place' });
    await box.fill('round rock');
    const group = page.locator('bb-listings').getByRole('group', { name: 'More places' });
    await group.getByRole('option', { name: /^Round Rock/ }).waitFor({ timeout: 15_000 });
    expect(await group.getByRole('option').count()).toBe(2);
    const asked = geocoding.at(-1);
    expect(asked?.searchParams.get('q')).toBe('round rock');
    expect(asked?.searchParams.get('country')).toBe('us');
    expect(asked?.searchParams.get('proximity')).toBe('-100,31');
    expect(asked?.searchParams.get('types')).toBe('address,place,postcode');
    expect(asked?.searchParams.get('access_token')).toBe('pk.test-token');

    // The city fits its box: the URL's centre moves from Houston to Round Rock.
    await group.getByRole('option', { name: /^Round Rock/ }).click();
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('centerLongitude')), { timeout: 15_000 })
      .toBeLessThan(-97.5);
    const params = new URL(page.url()).searchParams;
    expect(Number(params.get('centerLatitude'))).toBeCloseTo(30.515, 1);
    expect(Number(params.get('zoom'))).toBeLessThan(17);

    // The address has no box: the map centres on it at zoom 17.
    await box.fill('round rock main');
    await group.getByRole('option', { name: /^221 East Main Street/ }).click({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('zoom'), { timeout: 15_000 }).toBe('17');
    expect(Number(new URL(page.url()).searchParams.get('centerLongitude'))).toBeCloseTo(-97.6768, 3);

    // Mapbox failing says so in its group; our own places still come.
    await box.fill('nowhere');
    await group.getByText('More places could not be loaded right now.').waitFor({ timeout: 15_000 });
    expect(errors.filter((error) => !/mapbox|Failed to load resource/i.test(error))).toEqual([]);
    await page.context().close();
  });
});

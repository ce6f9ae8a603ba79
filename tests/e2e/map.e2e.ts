import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { centralPin } from './support/central-pin';
import { dragMap } from './support/drag-map';
import { launchChromium, openPage } from './support/open-browser';
import { GESTURE_FRAMES, NO_PIN, pinAfterFrames } from './support/pin-after-frames';
import { urlCamera } from './support/url-camera';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const MARKERS = 'bb-listings .bb-pin, bb-listings .bb-cluster';
const CANVAS = 'bb-listings .bb-map-canvas canvas';
/** SPEC §2: the short price ('$350k', '$1.3M', one decimal at most) or 'N/A', '+N' when a spot is shared. */
const SHORT_PRICE = /^(\$\d{1,3}(\.\d)?[kMBT]|\$\d{1,3}|N\/A)( \+\d+)?$/;

async function waitForMarkers(page: Page): Promise<void> {
  await expect.poll(() => page.locator(MARKERS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** How many distinct colours the map's canvas shows on screen (a blank canvas shows one). */
async function canvasColours(page: Page): Promise<number> {
  const png = await page.locator(CANVAS).screenshot();
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 16) {
      colours.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
    }
    return colours.size;
  }, png.toString('base64'));
}

describe('the listings map', () => {
  it('draws Texas on its canvas offline, with short price labels on the pins and no request leaving the machine', async () => {
    const outside: string[] = [];
    const { page, errors } = await openPage(browser, '/listings?zoom=9');
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (/^https?:$/.test(protocol) && hostname !== 'localhost' && hostname !== '127.0.0.1') {
        outside.push(request.url());
      }
    });
    await waitForMarkers(page);
    // The offline style: background, Texas land and county lines (zoom 9 shows several counties).
    await expect.poll(() => canvasColours(page), { timeout: 20_000 }).toBeGreaterThan(3);

    await page.goto(page.url().replace(/zoom=9/, 'zoom=15'));
    await expect
      .poll(() => page.locator('bb-listings .bb-pin').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const labels = await page.locator('bb-listings .bb-pin').allTextContents();
    for (const label of labels) expect(label).toMatch(SHORT_PRICE);
    const names = await page
      .locator('bb-listings .bb-pin')
      .evaluateAll((pins) => pins.map((pin) => pin.getAttribute('aria-label') ?? ''));
    for (const name of names) expect(name).toMatch(/^\$|N\/A|listings?:/);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('places every marker on the map where its listings are, not in a pile', async () => {
    const { page } = await openPage(
      browser,
      '/listings?zoom=12&centerLatitude=30.2667&centerLongitude=-97.7333',
    );
    await expect
      .poll(() => page.locator('bb-listings .bb-cluster, bb-listings .bb-pin').count(), { timeout: 30_000 })
      .toBeGreaterThan(10);
    const spread = await page.locator('bb-listings .bb-map').evaluate((map) => {
      const box = map.getBoundingClientRect();
      const markers = [...map.querySelectorAll<HTMLElement>('.bb-cluster, .bb-pin')];
      const rows = markers.map((marker) => {
        const rect = marker.getBoundingClientRect();
        return (rect.top + rect.height / 2 - box.top) / box.height;
      });
      return {
        positioned: markers.every((marker) => getComputedStyle(marker).position === 'absolute'),
        upperHalf: rows.filter((row) => row >= 0 && row < 0.5).length,
        lowerHalf: rows.filter((row) => row >= 0.5 && row <= 1).length,
      };
    });
    // The Austin view has listings all over it: markers in both halves of the map, each placed by the engine.
    expect(spread.positioned).toBe(true);
    expect(spread.upperHalf).toBeGreaterThan(3);
    expect(spread.lowerHalf).toBeGreaterThan(3);
  });

  it('zooms into a cluster when it is clicked', async () => {
    const { page } = await openPage(
      browser,
      '/listings?zoom=10&centerLatitude=30.2667&centerLongitude=-97.7333',
    );
    await expect
      .poll(() => page.locator('bb-listings .bb-cluster').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const cluster = page.locator('bb-listings .bb-cluster').first();
    expect(await cluster.getAttribute('aria-label')).toMatch(/^\d[\d,]* listings$/);
    await cluster.click();
    await expect.poll(() => urlCamera(page).zoom, { timeout: 10_000 }).toBeGreaterThan(10);
  });

  it('writes zoom and centre to the URL when dragged, and reloads the list for the new view', async () => {
    const { page } = await openPage(browser, '/listings?zoom=12');
    await waitForMarkers(page);
    await expect
      .poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const historyLength = await page.evaluate(() => history.length);

    const boxes: { left: number; right: number; top: number; bottom: number; geosearch: unknown[] }[] = [];
    page.on('request', (request) => {
      const [, json] = request.url().split('/api/v1/listings/');
      if (json) boxes.push(JSON.parse(decodeURIComponent(json)).coordinates);
    });
    // The URL holds the first view's camera from the first load (the list is that view).
    expect(urlCamera(page)).toEqual({ zoom: 12, lat: 30.2667, lng: -97.7333 });
    await dragMap(page, -300, -150);
    // Dragging the map left and up moves the view east and south of Austin.
    await expect.poll(() => urlCamera(page).lng, { timeout: 10_000 }).toBeGreaterThan(-97.7333);
    const camera = urlCamera(page);
    expect(camera.zoom).toBe(12);
    expect(camera.lat).toBeLessThan(30.2667);
    // The list asks for the new visible area: top, right, bottom, left and the polygon around the centre.
    await expect
      .poll(() => boxes.some((box) => Math.abs((box.left + box.right) / 2 - camera.lng) < 0.001), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(boxes.at(-1)?.geosearch).toHaveLength(5);
    // Replaced, not pushed: Back leaves the screen instead of replaying the drag.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('holds the map still while a popup is open, and lets it move again once closed', async () => {
    const { page } = await openPage(
      browser,
      '/listings?zoom=15&centerLatitude=30.2667&centerLongitude=-97.7333',
    );
    await expect
      .poll(() => page.locator('bb-listings .bb-pin').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await (await centralPin(page)).click();
    const popup = page.locator('bb-listings .map-popup[role="dialog"]');
    await expect.poll(() => popup.locator('.map-card').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const card = popup.locator('.map-card').first();
    expect(await card.locator('.map-card-price').textContent()).toMatch(/^\$[\d,]+(\/mo)?$|^No Price$/);
    expect(await card.locator('.facts dd').count()).toBe(4);
    expect(await card.locator('.map-card-address a').getAttribute('href')).toMatch(/\d+-[a-z0-9-]+$/);

    // Held still: the pins stand where they stood once the map would have moved, and so does the URL.
    const before = page.url();
    const pin = await pinAfterFrames(page, 0);
    // Without a marker to watch, 'nothing moved' would hold whatever the map did.
    expect(pin).not.toBe(NO_PIN);
    const bare = await dragMap(page, 200, 100);
    expect(await pinAfterFrames(page, GESTURE_FRAMES)).toBe(pin);
    expect(page.url()).toBe(before);
    // The wheel over bare map, not over the popup, which would take it whether the map is held or not.
    await page.mouse.move(bare.x, bare.y);
    await page.mouse.wheel(0, -400);
    expect(await pinAfterFrames(page, GESTURE_FRAMES)).toBe(pin);
    expect(page.url()).toBe(before);

    // Closed, the same wheel moves the pins within the same frames (the wait above was long enough):
    // they stand elsewhere, or the zoom took them all out of view. A wheel zoom writes the URL's zoom
    // (SPEC §2), as a drag does.
    await popup.getByRole('button', { name: 'Close listing preview' }).click();
    expect(await popup.count()).toBe(0);
    // Back over the same bare map: the Close click took the pointer to where the popup was.
    await page.mouse.move(bare.x, bare.y);
    await page.mouse.wheel(0, -400);
    expect(await pinAfterFrames(page, GESTURE_FRAMES)).not.toBe(pin);
    await expect.poll(() => urlCamera(page).zoom, { timeout: 10_000 }).toBeGreaterThan(15);
    await dragMap(page, 200, 100);
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(before);
  });

  it('moves to a place chosen in the map’s search box, and the URL and the list follow', async () => {
    // Start in Houston, so choosing Austin is a move across the state.
    const { page, errors } = await openPage(
      browser,
      '/listings?zoom=12&centerLatitude=29.7604&centerLongitude=-95.3698',
    );
    await waitForMarkers(page);
    const boxes: { left: number; right: number; top: number; bottom: number }[] = [];
    page.on('request', (request) => {
      const [, json] = request.url().split('/api/v1/listings/');
      if (json) boxes.push(JSON.parse(decodeURIComponent(json)).coordinates);
    });
    const box = page.locator('bb-listings').getByRole('combobox', { name: 'Search for a place' });
    await box.fill('austin');
    const option = page.locator('bb-listings').getByRole('option', { name: 'Austin', exact: true });
    await option.first().click({ timeout: 15_000 });
    expect(await box.inputValue()).toBe('Austin');

    // The map fits Austin's box: the URL's centre moves there (Austin is about 30.27, -97.74).
    await expect.poll(() => urlCamera(page).lng, { timeout: 15_000 }).toBeLessThan(-97);
    const camera = urlCamera(page);
    expect(camera.lat).toBeGreaterThan(29.9);
    expect(camera.lat).toBeLessThan(30.7);
    expect(camera.lng).toBeGreaterThan(-98.2);
    expect(camera.zoom).toBeGreaterThanOrEqual(5);
    // The list asks for the new visible area, as after a drag.
    await expect
      .poll(() => boxes.some((area) => Math.abs((area.left + area.right) / 2 - camera.lng) < 0.01), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('draws with Mapbox when a token is configured, the same pins, even with Mapbox itself unreachable', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), map_token: 'pk.test-token' } });
    });
    await page.goto(new URL('/listings?zoom=15', inject('baseUrl')).href);
    await expect
      .poll(() => page.locator('bb-listings .bb-map-canvas').getAttribute('data-engine'), { timeout: 30_000 })
      .toBe('mapbox');
    await expect
      .poll(() => page.locator('bb-listings .bb-pin').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    for (const label of await page.locator('bb-listings .bb-pin').allTextContents()) {
      expect(label).toMatch(SHORT_PRICE);
    }
    await context.close();
  });
});

describe('the map / list layout', () => {
  it('hides the map below 993 px behind a map / listings toggle, and the desktop switch turns it off', async () => {
    const { page } = await openPage(browser, '/listings', { width: 800 });
    await expect
      .poll(() => page.locator('bb-listings article.card').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('bb-listings .bb-map').count()).toBe(0);
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
    await waitForMarkers(page);
    expect(await page.locator('bb-listings article.card').count()).toBe(0);

    const desktop = await openPage(browser, '/listings', { width: 1280 });
    await waitForMarkers(desktop.page);
    await desktop.page.locator('bb-listings').getByRole('switch', { name: 'Show map' }).uncheck();
    expect(await desktop.page.locator('bb-listings .bb-map').count()).toBe(0);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraBox } from '../../src/map/camera-box';
import { loadAxe } from './support/axe-violations';
import { dragMap } from './support/drag-map';
import { listingsOnMap } from './support/listings-on-map';
import { launchChromium, openPage } from './support/open-browser';
import { urlCamera } from './support/url-camera';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = 'centerLatitude=30.2667&centerLongitude=-97.7333';
const MARKERS = 'bb-listings .bb-pin, bb-listings .bb-cluster';

interface PinsAnswer {
  readonly data: { lat: number[]; lng: number[]; count: number[]; key: number[] };
}

/** Pins by listing key: where each stands and how many listings it holds. */
type Pins = Map<number, { lat: number; lng: number; count: number }>;

/** Every pin the map's pins calls bring (by key), whatever the area each call asked for. */
function recordPins(page: Page): Pins {
  const pins: Pins = new Map();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/map/pins/') || !response.ok()) return;
    const { data }: PinsAnswer = await response.json();
    data.key.forEach((key, i) => {
      pins.set(key, { lat: data.lat[i] ?? 0, lng: data.lng[i] ?? 0, count: data.count[i] ?? 0 });
    });
  });
  return pins;
}

/** Opens `path` at `width` (a phone's map behind its Map toggle), its markers in and not busy. */
async function openMap(path: string, width: number, onPage: (page: Page) => void = () => {}): Promise<Page> {
  const { page } = await openPage(browser, path, { width, height: 900, onPage });
  if (width < 993)
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
  await expect.poll(() => page.locator(MARKERS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('bb-listings .bb-map-canvas [aria-busy="true"]').count(), { timeout: 20_000 })
    .toBe(0);
  return page;
}

/**
 * Each marker the map shows that is not whole inside the map's canvas, or that one of the map's controls
 * (place search, Draw, zoom buttons, attribution) covers in part: its text and why.
 */
function coveredMarkers(page: Page): Promise<string[]> {
  return page.locator('bb-listings .bb-map').evaluate((map) => {
    const canvas = map.querySelector('canvas')?.getBoundingClientRect();
    if (!canvas) return ['no canvas'];
    const controls = [...map.querySelectorAll('.bb-map-place, .bb-map-draw, .maplibregl-ctrl')]
      .map((control) => ({ name: control.className, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    return [...map.querySelectorAll<HTMLElement>('.bb-pin, .bb-cluster')].flatMap((marker) => {
      const rect = marker.getBoundingClientRect();
      const label = marker.textContent ?? '';
      // Markers stand on whole pixels: half a pixel either way is where the engine rounded.
      const whole =
        rect.left >= canvas.left - 0.5 &&
        rect.right <= canvas.right + 0.5 &&
        rect.top >= canvas.top - 0.5 &&
        rect.bottom <= canvas.bottom + 0.5;
      const under = controls.filter(
        ({ rect: box }) =>
          rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top,
      );
      return [
        ...(whole ? [] : [`${label} cut by the map's edge`]),
        ...under.map(({ name }) => `${label} under ${name}`),
      ];
    });
  });
}

/** axe's target-size findings (WCAG 2.5.8) in the listings widget, the map's markers included. */
async function smallTargets(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { nodes: { target: unknown; failureSummary?: string }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const result = await axe.run(
      { include: [{ fromShadowDom: ['bb-listings'] }] },
      { runOnly: { type: 'rule', values: ['target-size'] } },
    );
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
    );
  });
}

/**
 * How many listings the pins brought hold within the map's view (the camera the URL says, over the
 * canvas's size), keeping 1 px inside its edges where the engine rounds.
 */
async function listingsInView(page: Page, pins: Pins): Promise<number> {
  const canvas = await page.locator('bb-listings .bb-map-canvas canvas').boundingBox();
  const camera = urlCamera(page);
  if (!canvas || Number.isNaN(camera.zoom)) throw new Error(`No map camera in ${page.url()}`);
  const box = cameraBox(camera, { width: canvas.width - 2, height: canvas.height - 2 });
  let sum = 0;
  for (const pin of pins.values()) {
    const inside = pin.lat < box.north && pin.lat > box.south && pin.lng < box.east && pin.lng > box.west;
    if (inside) sum += pin.count;
  }
  return sum;
}

/**
 * Drags the map by (`dx`, `dy`) as a visitor does (dragMap), and waits for the URL to say where it now
 * is and for the markers of the new view.
 */
async function drag(page: Page, dx: number, dy: number): Promise<void> {
  const before = page.url();
  await dragMap(page, dx, dy);
  await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(before);
  await expect
    .poll(() => page.locator('bb-listings .bb-map-canvas [aria-busy="true"]').count(), { timeout: 20_000 })
    .toBe(0);
}

describe('markers on the listings map', () => {
  for (const width of [1440, 375]) {
    it(`stand whole inside the map and clear of its controls, each a target axe finds big enough, at ${width} px`, async () => {
      for (const zoom of [11, 13, 15]) {
        const page = await openMap(`/listings?zoom=${zoom}&${AUSTIN}`, width);
        expect(await coveredMarkers(page), `zoom ${zoom}`).toEqual([]);
        expect(await smallTargets(page), `zoom ${zoom}`).toEqual([]);
        await page.context().close();
      }
    }, 120_000);
  }

  it('show every pin of a city search that lies in the view once the map has gone to the city, none lost while it moved', async () => {
    let pins: Pins = new Map();
    const page = await openMap('/listings?city=round-rock', 1440, (opened) => {
      pins = recordPins(opened);
    });
    await expect.poll(() => pins.size, { timeout: 20_000 }).toBeGreaterThan(0);
    // The map jumps to the city's own camera; a nudge puts it in the URL (and moves the markers again).
    await drag(page, 3, 0);
    const expected = await listingsInView(page, pins);
    expect(expected).toBeGreaterThan(0);
    // At least: a marker whose spot lies just off the view may show too (the pins worker's own margin).
    await expect.poll(() => listingsOnMap(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(expected);
    await page.context().close();
  }, 90_000);

  it('show every pin in the view at street zoom, those the place search and the buttons would cover nudged clear', async () => {
    for (const width of [1440, 375]) {
      let pins: Pins = new Map();
      const page = await openMap(`/listings?zoom=15&${AUSTIN}`, width, (opened) => {
        pins = recordPins(opened);
      });
      const expected = await listingsInView(page, pins);
      expect(expected, `${width} px`).toBeGreaterThan(0);
      await expect.poll(() => listingsOnMap(page), { timeout: 20_000 }).toBe(expected);
      expect(await coveredMarkers(page), `${width} px`).toEqual([]);
      // Dragged so that other markers come under the place search, the buttons and the edges: judged
      // again once the map has settled, every one in the view is shown, clear of them all.
      for (const [dx, dy] of [
        [0, -120],
        [-90, 60],
      ] as const) {
        await drag(page, dx, dy);
        const inView = await listingsInView(page, pins);
        await expect.poll(() => listingsOnMap(page), { timeout: 20_000 }).toBe(inView);
        expect(await coveredMarkers(page), `${width} px, dragged ${dx}, ${dy}`).toEqual([]);
      }
      await page.context().close();
    }
  }, 180_000);
});

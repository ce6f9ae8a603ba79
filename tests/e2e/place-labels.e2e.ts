import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Keeps each maplibre map the page creates in `globalThis.__bbMaps`. The bundle hands out no map object;
 * maplibre's Map constructor sets `_missingStyleImageResolver` first thing, so a setter of that name on
 * Object.prototype meets every new map once, notes it, and leaves the map the property as its own.
 */
const KEEP_MAPS = `
  globalThis.__name = (fn) => fn;
  globalThis.__bbMaps = [];
  Object.defineProperty(Object.prototype, '_missingStyleImageResolver', {
    configurable: true,
    set(value) {
      Object.defineProperty(this, '_missingStyleImageResolver', { value, writable: true, configurable: true });
      globalThis.__bbMaps.push(this);
    },
  });
`;

/** The place-label layers of src/map/place-labels.ts. */
const LAYERS = ['bb-places-city', 'bb-places-town', 'bb-places-village'];

interface Label {
  readonly name: string;
  /** Whether the map holds the image the name is drawn as (its `icon-image`). */
  readonly image: boolean;
}

/** The city names the listings map has drawn on its canvas, with whether each one's image exists. */
function drawnLabels(page: Page): Promise<Label[]> {
  return page.evaluate((layers) => {
    interface Feature {
      properties: { name: string; tier: number };
    }
    interface GlMap {
      getContainer(): HTMLElement;
      getLayer(id: string): unknown;
      hasImage(id: string): boolean;
      queryRenderedFeatures(options: { layers: string[] }): Feature[];
    }
    const maps = (globalThis as unknown as { __bbMaps: GlMap[] }).__bbMaps;
    const map = maps.find((one) => {
      const root = one.getContainer().getRootNode();
      return root instanceof ShadowRoot && root.host.localName === 'bb-listings';
    });
    const present = layers.filter((id) => map?.getLayer(id) !== undefined);
    if (!map || present.length === 0) return [];
    return map.queryRenderedFeatures({ layers: present }).map(({ properties: { name, tier } }) => ({
      name,
      image: map.hasImage(`bb-place:${tier}:${name}`),
    }));
  }, LAYERS);
}

describe('city names on the offline map', () => {
  it('draws Austin and Round Rock at zoom 9 around Austin, each from an image of its name', async () => {
    const { page } = await openPage(browser, 'about:blank', { width: 1440, height: 900 });
    await page.addInitScript(KEEP_MAPS);
    await page.goto(
      new URL('/listings?zoom=9&centerLatitude=30.45&centerLongitude=-97.7', inject('baseUrl')).href,
    );
    const names = async () => (await drawnLabels(page)).map((label) => label.name);
    await expect.poll(names, { timeout: 30_000 }).toEqual(expect.arrayContaining(['Austin', 'Round Rock']));
    // Placed on the map (maplibre draws what it places), each from the image of its name.
    const labels = await drawnLabels(page);
    for (const name of ['Austin', 'Round Rock']) {
      expect(
        labels.find((label) => label.name === name),
        name,
      ).toEqual({ name, image: true });
    }
    await page.context().close();
  });
});

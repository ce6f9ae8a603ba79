import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadAxe } from './support/axe-violations';
import { centralPin } from './support/central-pin';
import { launchChromium } from './support/open-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = 'centerLatitude=30.2667&centerLongitude=-97.7333';
const PINS = 'bb-listings .bb-pin';
const POPUP = 'bb-listings .map-popup[role="dialog"]';

interface Pin {
  lat: number;
  lng: number;
  keys: number[];
}

/** Opens `path` at `width`; a phone shows the map behind its Map toggle. */
async function openMap(path: string, width: number, locale?: string): Promise<{ page: Page; pins: Pin[] }> {
  const pins: Pin[] = [];
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: locale ?? 'en-US' });
  const page = await context.newPage();
  // The pins the map fetched, as the API sent them (columns: lat, lng, count and the listings' keys).
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/map/pins/')) return;
    const { data: body }: { data: { lat: number[]; lng: number[]; count: number[]; key: number[] } } =
      await response.json();
    let first = 0;
    body.count.forEach((count, i) => {
      pins.push({ lat: body.lat[i] ?? 0, lng: body.lng[i] ?? 0, keys: body.key.slice(first, first + count) });
      first += count;
    });
  });
  await page.goto(new URL(path, inject('baseUrl')).href);
  if (width < 993)
    await page.locator('bb-listings').getByRole('button', { name: 'Map', exact: true }).click();
  await expect
    .poll(() => page.locator('bb-listings .bb-pin, bb-listings .bb-cluster').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  return { page, pins };
}

/** Where an element of the listings widget is on the page. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return { left: found.x, top: found.y, right: found.x + found.width, bottom: found.y + found.height };
}

const inside = (inner: { left: number; top: number; right: number; bottom: number }, outer: typeof inner) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** How many pixels of two same-sized screenshots differ outside a rectangle (in screenshot pixels). */
async function changedOutside(
  page: Page,
  before: Buffer,
  after: Buffer,
  keep: { left: number; top: number; right: number; bottom: number },
): Promise<number> {
  return page.evaluate(
    async ({ a, b, keep }) => {
      const pixels = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return { width: image.width, data: context?.getImageData(0, 0, image.width, image.height).data };
      };
      const [one, two] = [await pixels(a), await pixels(b)];
      let changed = 0;
      for (let i = 0; i < (one.data?.length ?? 0); i += 4) {
        const x = (i / 4) % one.width;
        const y = Math.floor(i / 4 / one.width);
        if (x >= keep.left && x <= keep.right && y >= keep.top && y <= keep.bottom) continue;
        if (Math.abs((one.data?.[i] ?? 0) - (two.data?.[i] ?? 0)) > 8) changed += 1;
      }
      return changed;
    },
    { a: before.toString('base64'), b: after.toString('base64'), keep },
  );
}

describe('the map popup', () => {
  for (const width of [1440, 375]) {
    it(`is a compact card at ${width} px: the address link shows inside it, inside the map, and nothing is painted around it`, async () => {
      const { page } = await openMap(`/listings?zoom=15&${AUSTIN}`, width);
      await (await centralPin(page)).click();
      await expect
        .poll(() => page.locator(`${POPUP} .map-card-address a`).count(), { timeout: 10_000 })
        .toBe(1);
      const popup = await box(page, POPUP);
      const link = await box(page, `${POPUP} .map-card-address a`);
      const map = await box(page, 'bb-listings .bb-map');
      expect(inside(link, popup)).toBe(true);
      expect(inside(popup, map)).toBe(true);
      expect(popup.bottom - popup.top).toBeLessThan(200);
      const clip = { x: map.left, y: map.top, width: map.right - map.left, height: map.bottom - map.top };

      // The popup shown and hidden: outside its own box and shadow, the map looks the same.
      const shown = await page.screenshot({ clip });
      await page.locator(POPUP).evaluate((element) => {
        (element as HTMLElement).style.visibility = 'hidden';
      });
      const hidden = await page.screenshot({ clip });
      const keep = {
        left: popup.left - map.left - 30,
        top: popup.top - map.top - 30,
        right: popup.right - map.left + 30,
        bottom: popup.bottom - map.top + 30,
      };
      expect(await changedOutside(page, shown, hidden, keep)).toBe(0);
      await page.context().close();
    });
  }

  it('opens the units of a condo building together: one popup, the count said, a linked card each, reached by keyboard', async () => {
    // The demo data's buildings: several listings at exactly one coordinate.
    const around = await openMap(`/listings?zoom=10&${AUSTIN}`, 1440);
    await expect
      .poll(() => around.pins.filter((pin) => pin.keys.length >= 2).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const building = around.pins.filter((pin) => pin.keys.length >= 2)[0] as Pin;
    await around.page.context().close();

    for (const [locale, said] of [
      ['en-US', `${building.keys.length} homes at this address`],
      ['es-ES', `${building.keys.length} viviendas en esta dirección`],
    ] as const) {
      const { page } = await openMap(
        `/listings?zoom=17&centerLatitude=${building.lat}&centerLongitude=${building.lng}`,
        1440,
        locale,
      );
      const tag = page.locator(`bb-listings .bb-pin[data-listing-keys="${building.keys.join(' ')}"]`);
      await tag.click({ timeout: 20_000 });
      const popup = page.locator(POPUP);
      await expect
        .poll(() => popup.locator('.map-card').count(), { timeout: 10_000 })
        .toBe(building.keys.length);
      expect(await popup.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await popup.locator('.map-popup-count').textContent()).toBe(said);
      const links = popup.locator('.map-card-address a');
      expect(await links.count()).toBe(building.keys.length);
      // From the close button, Tab reaches every unit's link in turn, each scrolled into the popup's view.
      const frame = await box(page, POPUP);
      for (let i = 0; i < building.keys.length; i += 1) {
        await page.keyboard.press('Tab');
        expect(await links.nth(i).evaluate((link) => link.matches(':focus'))).toBe(true);
        expect(
          inside(await box(page, `${POPUP} .map-card:nth-child(${i + 1}) .map-card-address a`), frame),
        ).toBe(true);
      }
      await page.context().close();
    }
  });

  it('gathers price tags that would overlap at zoom 15 into one, so every pin can be clicked and axe finds no small target', async () => {
    const around = await openMap(`/listings?zoom=11&${AUSTIN}`, 1440);
    await expect.poll(() => around.pins.length, { timeout: 20_000 }).toBeGreaterThan(100);
    // Two places closer at zoom 15 (a world of 512 · 2^15 px) than a tag's 40 × 26 px: their tags would overlap.
    const world = 512 * 2 ** 15;
    const px = (pin: Pin) => ({
      x: ((pin.lng + 180) / 360) * world,
      y: (0.5 - Math.log(Math.tan(Math.PI / 4 + (pin.lat * Math.PI) / 360)) / (2 * Math.PI)) * world,
    });
    const close = around.pins.flatMap((a, i) =>
      around.pins.slice(i + 1).flatMap((b) => {
        const [p, q] = [px(a), px(b)];
        const near = Math.abs(p.x - q.x) < 36 && Math.abs(p.y - q.y) < 18 && (p.x !== q.x || p.y !== q.y);
        return near ? [[a, b] as const] : [];
      }),
    );
    expect(close.length).toBeGreaterThan(0);
    const [a, b] = close[0] as readonly [Pin, Pin];
    await around.page.context().close();

    const { page } = await openMap(
      `/listings?zoom=15&centerLatitude=${a.lat}&centerLongitude=${a.lng}`,
      1440,
    );
    await page.locator('bb-listings .bb-map-canvas').evaluate(
      (element) =>
        new Promise<void>((done) => {
          const check = () => (element.querySelector('[aria-busy="true"]') ? setTimeout(check, 50) : done());
          check();
        }),
    );
    // No two markers in view touch: each can be clicked.
    const markers = await page.locator('bb-listings .bb-map').evaluate((map) => {
      const frame = map.getBoundingClientRect();
      return [...map.querySelectorAll<HTMLElement>('[data-bb-marker]')]
        .map((marker) => ({ marker, rect: marker.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.left >= frame.left &&
            rect.right <= frame.right &&
            rect.top >= frame.top &&
            rect.bottom <= frame.bottom,
        )
        .map(({ marker, rect }) => ({
          keys: marker.dataset.listingKeys ?? '',
          rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
        }));
    });
    expect(markers.length).toBeGreaterThan(0);
    for (const [i, one] of markers.entries()) {
      for (const other of markers.slice(i + 1)) {
        const apart =
          one.rect.right <= other.rect.left ||
          other.rect.right <= one.rect.left ||
          one.rect.bottom <= other.rect.top ||
          other.rect.bottom <= one.rect.top;
        expect(apart, `${one.keys} and ${other.keys} overlap`).toBe(true);
      }
    }
    const gathered = markers.find((marker) =>
      a.keys.every((key) => marker.keys.split(' ').includes(String(key))),
    );
    expect(gathered?.keys.split(' ')).toEqual(expect.arrayContaining(b.keys.map(String)));

    // The gathered tag opens all their homes together, each card its own link.
    await page.locator(`bb-listings [data-listing-keys="${gathered?.keys}"]`).click();
    const popup = page.locator(POPUP);
    const count = a.keys.length + b.keys.length;
    await expect
      .poll(() => popup.locator('.map-card-address a').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(count);
    expect(await popup.locator('.map-popup-count').textContent()).toMatch(/^\d+ homes close together$/);
    await popup.getByRole('button', { name: 'Close listing preview' }).click();

    // axe's target-size rule, which the map used to be spared.
    await loadAxe(page);
    const found = await page.evaluate(async () => {
      const axe = (
        globalThis as unknown as {
          axe: { run: (...args: unknown[]) => Promise<{ violations: { nodes: unknown[] }[] }> };
        }
      ).axe;
      const result = await axe.run(
        { include: [{ fromShadowDom: ['bb-listings', '.bb-map'] }] },
        { runOnly: { type: 'rule', values: ['target-size'] } },
      );
      return result.violations.flatMap((violation) => violation.nodes);
    });
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('reads a lease per month on its price tag and in its popup', async () => {
    const { page } = await openMap(`/leasing?zoom=13&${AUSTIN}`, 1440);
    await expect.poll(() => page.locator(PINS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const label of await page.locator(PINS).allTextContents()) {
      expect(label).toMatch(/^\$\d{1,3}(\.\d)?k?\/mo( \+\d+)?$/);
    }
    await page.locator(PINS).first().click();
    const price = page.locator(`${POPUP} .map-card-price`).first();
    await price.waitFor({ timeout: 10_000 });
    expect(await price.textContent()).toMatch(/^\$[\d,]+\/mo$/);
    await page.context().close();
  });
});

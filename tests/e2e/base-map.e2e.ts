import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../scripts/support/spawn-server';
import { writeTexasPmtiles } from '../support/write-texas-pmtiles';
import { launchChromium } from './support/open-browser';

const MARKERS = 'bb-listings .bb-pin, bb-listings .bb-cluster';
const CANVAS = 'bb-listings .bb-map-canvas canvas';
const NOTE = 'Street map unavailable — showing a simplified map';
/** Seeding on two cores shared with other test runs can take longer than the hooks' two minutes. */
const SERVER_START_MS = 300_000;

let browser: Browser;
let work: string;
beforeAll(async () => {
  browser = await launchChromium();
  work = mkdtempSync(join(tmpdir(), 'bluebonnet-base-map-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * A server of this file's own (the shared one runs offline) with `env`. One after the other on the same
 * small database: the first start seeds it, the second reuses it.
 */
function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  return spawnServer({
    env: {
      DATA_DIR: join(work, 'data'),
      DIST_DIR: inject('distDir'),
      SEED_COUNT: '300',
      DATABASE_URL: '',
      ALERT_INTERVAL_MINUTES: '0',
      ...env,
    },
    timeoutMs: SERVER_START_MS,
  });
}

async function openListings(server: SpawnedServer, path: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  await page.goto(new URL(path, server.baseUrl).href);
  return page;
}

/** The colours on the map's canvas, as 0xRRGGBB, from a screenshot (what the visitor sees). */
async function canvasColours(page: Page): Promise<Set<number>> {
  const png = await page.locator(CANVAS).screenshot();
  const colours = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return [];
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < pixels.length; i += 16) {
      seen.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
    }
    return [...seen];
  }, png.toString('base64'));
  return new Set(colours);
}

describe('a base map that cannot load', () => {
  let hanging: Server;
  const sockets: Socket[] = [];
  let server: SpawnedServer;
  beforeAll(async () => {
    // A style host that takes the connection and never answers: the slowest way a base map fails.
    hanging = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    server = await startServer({
      MAP_STYLE_URL: `http://127.0.0.1:${address.port}/styles/liberty`,
    });
  }, SERVER_START_MS);
  afterAll(async () => {
    await server?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging?.close(resolve));
  });

  it('gives way to the offline map within seconds, says so, and its pins still open their popups', async () => {
    const page = await openListings(server, '/listings?zoom=9');
    const started = Date.now();
    const note = page.locator('bb-listings .bb-map-note');
    await expect.poll(() => note.textContent(), { timeout: 20_000 }).toBe(NOTE);
    // 5 s of waiting on the style, and the page's own start on a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    // The offline style draws: background, Texas land and county lines.
    await expect.poll(async () => (await canvasColours(page)).size, { timeout: 20_000 }).toBeGreaterThan(3);

    await expect.poll(() => page.locator(MARKERS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.goto(page.url().replace(/zoom=9/, 'zoom=11'));
    await expect.poll(() => note.textContent(), { timeout: 20_000 }).toBe(NOTE);
    // A pin the visitor can reach: on the map's visible part, not under the list beside it.
    const reachable = async () =>
      page.evaluate(() => {
        const root = document.querySelector('bb-listings')?.shadowRoot;
        const pins = [...(root?.querySelectorAll<HTMLElement>('.bb-pin, .bb-cluster') ?? [])];
        return pins.findIndex((pin) => {
          const box = pin.getBoundingClientRect();
          const hit = root?.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit === pin || (hit !== null && hit !== undefined && pin.contains(hit));
        });
      });
    const popup = page.locator('bb-listings .map-popup[role="dialog"]');
    // A cluster zooms in on its listings (the URL's zoom changes); a pin opens its popup.
    for (let attempt = 0; attempt < 5 && (await popup.count()) === 0; attempt += 1) {
      await expect.poll(reachable, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
      const before = page.url();
      await page
        .locator('bb-listings')
        .locator('.bb-pin, .bb-cluster')
        .nth(await reachable())
        .click();
      await expect
        .poll(async () => (await popup.count()) > 0 || page.url() !== before, { timeout: 20_000 })
        .toBe(true);
    }
    await expect.poll(() => popup.locator('.map-card').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  }, 180_000); // two page loads, each waiting out the style's timeout, on a machine shared with other runs

  it('says so in Spanish to a Spanish reader', async () => {
    const page = await openListings(server, '/listings?zoom=9', 'es-MX');
    const note = page.locator('bb-listings .bb-map-note');
    await expect
      .poll(() => note.textContent(), { timeout: 20_000 })
      .toBe('Mapa de calles no disponible: se muestra un mapa simplificado');
    await page.context().close();
  });
});

describe('a self-hosted PMTiles base map', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    const file = join(work, 'texas.pmtiles');
    writeTexasPmtiles(file);
    server = await startServer({ MAP_PMTILES_FILE: file });
  }, SERVER_START_MS);
  afterAll(async () => {
    await server?.stop();
  });

  it('draws from our own server in byte ranges, with nothing fetched from elsewhere and no fallback', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const ranges: number[] = [];
    const outside: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/map/basemap.pmtiles') ranges.push(response.status());
    });
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (/^https?:$/.test(protocol) && !['localhost', '127.0.0.1'].includes(hostname)) {
        outside.push(request.url());
      }
    });
    await page.goto(new URL('/listings?zoom=8', server.baseUrl).href);
    await expect
      .poll(() => ranges.filter((status) => status === 206).length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    // The PMTiles style's land colour (#f2efe6), which neither the offline style nor an empty map has.
    await expect.poll(async () => (await canvasColours(page)).has(0xf2efe6), { timeout: 45_000 }).toBe(true);
    await expect.poll(() => page.locator(MARKERS).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.locator('bb-listings .bb-map-note').count()).toBe(0);
    expect(ranges.every((status) => status === 206 || status === 304)).toBe(true);
    expect(outside).toEqual([]);
    await context.close();
  });
});

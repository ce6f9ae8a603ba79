import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seed } from '../../server/data/seed';
import { contentSecurityPolicy } from '../../server/http/content-security-policy';
import type { BaseMapSetting } from '../../server/map/base-map-settings';
import { configResponseSchema } from '../../src/contract';
import { NO_POLICY_EXTRAS } from './support/no-policy-extras';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let work: string;
let pmtilesFile: string;
/** 4 KB whose every byte says where it is, so a range's bytes can be checked. */
const FILE_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 20, seed: 5, today: TEST_TODAY });
  work = mkdtempSync(join(tmpdir(), 'bluebonnet-base-map-'));
  pmtilesFile = join(work, 'texas.pmtiles');
  writeFileSync(pmtilesFile, FILE_BYTES);
});
afterAll(async () => {
  await testDb?.close();
  rmSync(work, { recursive: true, force: true });
});

async function appWith(baseMap: BaseMapSetting, mapboxToken?: string): Promise<FastifyInstance> {
  return buildApp({
    db: testDb.db,
    config: { mapboxToken, logLevel: 'silent', baseMap },
    today: () => TEST_TODAY,
    logger: false,
    leadRetryMs: 0,
  });
}

function directive(policy: unknown, name: string): string[] {
  const part = String(policy)
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return part?.slice(1) ?? [];
}

describe('the base map setting', () => {
  it("draws OpenFreeMap's liberty style by default, and lets its origin through the CSP", () => {
    expect(loadConfig({}).baseMap).toEqual({
      kind: 'style',
      url: 'https://tiles.openfreemap.org/styles/liberty',
      hosts: ['https://tiles.openfreemap.org'],
    });
  });

  it('takes another style URL with extra hosts, the offline style, or a PMTiles file', () => {
    expect(
      loadConfig({
        MAP_STYLE_URL: 'https://api.maptiler.com/maps/streets-v2/style.json?key=abc',
        MAP_HOSTS: 'https://fonts.maptiler.test, https://tiles.maptiler.test',
      }).baseMap,
    ).toEqual({
      kind: 'style',
      url: 'https://api.maptiler.com/maps/streets-v2/style.json?key=abc',
      hosts: ['https://api.maptiler.com', 'https://fonts.maptiler.test', 'https://tiles.maptiler.test'],
    });
    expect(loadConfig({ MAP_STYLE_URL: 'offline' }).baseMap).toEqual({ kind: 'offline' });
    expect(loadConfig({ MAP_PMTILES_FILE: pmtilesFile }).baseMap).toEqual({
      kind: 'pmtiles',
      file: pmtilesFile,
    });
  });

  it.each([
    [
      'a style URL that is not one',
      { MAP_STYLE_URL: 'tiles.example.com/style.json' },
      /MAP_STYLE_URL must be/,
    ],
    ['a missing PMTiles file', { MAP_PMTILES_FILE: '/nowhere/texas.pmtiles' }, /MAP_PMTILES_FILE must name/],
    [
      'a host that is not an origin',
      { MAP_HOSTS: 'https://tiles.example.com/v1' },
      /MAP_HOSTS must be origins/,
    ],
  ])('stops the server on %s, naming the variable', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses a style URL and a PMTiles file together', () => {
    expect(() =>
      loadConfig({ MAP_PMTILES_FILE: pmtilesFile, MAP_STYLE_URL: 'https://tiles.example.com/style.json' }),
    ).toThrow(/MAP_STYLE_URL or MAP_PMTILES_FILE, not both/);
  });
});

describe('the CSP of the base map', () => {
  const none = NO_POLICY_EXTRAS;

  it("lists the style's hosts for fetches and images and nothing else", () => {
    const policy = contentSecurityPolicy({ ...none, mapHosts: ['https://tiles.openfreemap.org'] });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tiles.openfreemap.org']);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it.each([
    [
      'the default style',
      {
        kind: 'style',
        url: 'https://tiles.openfreemap.org/styles/liberty',
        hosts: ['https://tiles.openfreemap.org'],
      },
      ['https://tiles.openfreemap.org'],
    ],
    ['a PMTiles file of ours', { kind: 'pmtiles', file: '/x.pmtiles' }, []],
    ['the offline style', { kind: 'offline' }, []],
  ] as const)('sends pages a connect-src for %s', async (_, baseMap, hosts) => {
    const app = await appWith(baseMap);
    try {
      const page = await app.inject({ method: 'GET', url: '/listings' });
      expect(directive(page.headers['content-security-policy'], 'connect-src')).toEqual(["'self'", ...hosts]);
    } finally {
      await app.close();
    }
  });

  it('drops the style hosts for the Mapbox ones when a token is set', async () => {
    const app = await appWith(
      {
        kind: 'style',
        url: 'https://tiles.openfreemap.org/styles/liberty',
        hosts: ['https://tiles.openfreemap.org'],
      },
      'pk.test',
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/listings' });
      const connect = directive(page.headers['content-security-policy'], 'connect-src');
      expect(connect).toContain('https://api.mapbox.com');
      expect(connect).not.toContain('https://tiles.openfreemap.org');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/config base_map', () => {
  it('tells the widgets the style URL, the PMTiles path, or offline, and never the file on disk', async () => {
    const answers = [];
    for (const baseMap of [
      { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty', hosts: [] },
      { kind: 'pmtiles', file: pmtilesFile },
      { kind: 'offline' },
    ] as const) {
      const app = await appWith(baseMap);
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      await app.close();
      answers.push(v.parse(configResponseSchema, response.json()).base_map);
    }
    expect(answers).toEqual([
      { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty' },
      { kind: 'pmtiles', url: '/map/basemap.pmtiles' },
      { kind: 'offline' },
    ]);
  });
});

describe('GET /map/basemap.pmtiles', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ kind: 'pmtiles', file: pmtilesFile });
  });
  afterAll(async () => app?.close());

  it('answers a byte range with 206 and exactly those bytes, with an ETag and a cache lifetime', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/map/basemap.pmtiles',
      headers: { range: 'bytes=100-611', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-611/4096');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(FILE_BYTES.subarray(100, 612))).toBe(true);
    expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers the whole file without a range, 304 to a matching ETag, and 416 past its end', async () => {
    const whole = await app.inject({ method: 'GET', url: '/map/basemap.pmtiles' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(FILE_BYTES)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: '/map/basemap.pmtiles',
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const past = await app.inject({
      method: 'GET',
      url: '/map/basemap.pmtiles',
      headers: { range: 'bytes=5000-6000' },
    });
    expect(past.statusCode).toBe(416);
  });

  it('is not served when no PMTiles file is configured', async () => {
    const offline = await appWith({ kind: 'offline' });
    try {
      expect((await offline.inject({ method: 'GET', url: '/map/basemap.pmtiles' })).statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });
});

import type { Position } from 'geojson';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AreaPolygonResponse,
  areaInfoResponseSchema,
  areaPolygonResponseSchema,
} from '../../src/contract';
import { geoBounds } from '../../src/lib/geo/geo-bounds';
import { pointInGeometry } from './support/point-in-geometry';
import { ringArea } from './support/ring-area';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(1500);
});
afterAll(async () => {
  await t?.close();
});

async function area(path: string) {
  const response = await t.app.inject(`/api/v1/map/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  return v.parse(areaInfoResponseSchema, response.json());
}

async function polygon(path: string): Promise<AreaPolygonResponse & { bytes: number }> {
  const response = await t.app.inject(`/api/v1/map/polygon/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return { ...v.parse(areaPolygonResponseSchema, response.json()), bytes: response.body.length };
}

async function onlyFeature(path: string) {
  const { features, bytes } = await polygon(path);
  expect(features).toHaveLength(1);
  const [feature] = features;
  if (feature === undefined) throw new Error('no feature');
  return { ...feature, bytes };
}

async function points(sql: string, params: unknown[] = []): Promise<Position[]> {
  const result = await t.testDb.db.query<{ lng: number; lat: number }>(sql, params);
  return result.rows.map((row) => [row.lng, row.lat]);
}

const centreOf = (table: string, subdomain: string) =>
  points(`SELECT center_lng AS lng, center_lat AS lat FROM ${table} WHERE subdomain = $1`, [subdomain]);

describe('GET /api/v1/map/area/{kind}/{value}', () => {
  it('centres every kind of area inside its box and zooms out for bigger areas', async () => {
    const zooms: number[] = [];
    for (const path of ['regions/texas', 'region/capital', 'metro/austin', 'county/travis', 'zip/78704']) {
      const info = await area(`area/${path}`);
      if (!info.success) throw new Error(`${path} not found`);
      const feature = await onlyFeature(path);
      const box = geoBounds(feature.geometry);
      const { lat, lng } = info.data.center;
      expect(box, path).not.toBeNull();
      expect(lat).toBeGreaterThanOrEqual(box?.minLat ?? Infinity);
      expect(lat).toBeLessThanOrEqual(box?.maxLat ?? -Infinity);
      expect(lng).toBeGreaterThanOrEqual(box?.minLng ?? Infinity);
      expect(lng).toBeLessThanOrEqual(box?.maxLng ?? -Infinity);
      zooms.push(info.data.zoom);
    }
    // Texas, a region, a metro, a county, a ZIP code: never closer for the bigger area.
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    const [texas = 0, , metro = 0, county = 0, zip = 0] = zooms;
    expect(texas).toBeLessThan(metro);
    expect(metro).toBeLessThan(county);
    expect(county).toBeLessThan(zip);
    // A county is what SPEC's default zoom after a location selection (10) was chosen for.
    expect(county).toBe(10);
  });

  it('centres a county on its own centre and a city on the mean of its ZIP codes', async () => {
    const travis = await area('area/county/travis');
    const [[lng, lat] = []] = await centreOf('counties', 'travis');
    expect(travis.success && travis.data.center).toEqual({ lat, lng });
    const roundRock = await area('area/city/round-rock');
    const zips = await points(
      "SELECT center_lng AS lng, center_lat AS lat FROM postal_codes WHERE city = 'round-rock'",
    );
    const mean = (i: 0 | 1) => zips.reduce((sum, p) => sum + (p[i] ?? 0), 0) / zips.length;
    expect(roundRock.success && roundRock.data.center.lat).toBeCloseTo(mean(1), 6);
    expect(roundRock.success && roundRock.data.center.lng).toBeCloseTo(mean(0), 6);
  });

  it('answers the older /city, /county/ and /metro paths the same way', async () => {
    expect(await area('city/round-rock')).toEqual(await area('area/city/round-rock'));
    expect(await area('county/travis/')).toEqual(await area('area/county/travis'));
    expect(await area('county/travis')).toEqual(await area('area/county/travis'));
    expect(await area('metro/austin')).toEqual(await area('area/metro/austin'));
  });

  it('takes slugs and display names in any case', async () => {
    const travis = await area('area/county/travis');
    expect(await area('area/county/Travis%20County')).toEqual(travis);
    expect(await area('area/county/TRAVIS')).toEqual(travis);
    expect(await area('area/city/Round%20Rock')).toEqual(await area('area/city/round-rock'));
    expect(await area('area/metro/Austin-Round%20Rock-San%20Marcos,%20TX')).toEqual(
      await area('area/metro/austin'),
    );
    expect(await area('area/region/Capital%20Region')).toEqual(await area('area/region/capital'));
  });

  it('answers an unknown area with success false (200), and malformed input with 400', async () => {
    const unknown = await t.app.inject('/api/v1/map/area/city/atlantis');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: false, message: "There is no city 'atlantis'." });
    expect(v.parse(areaInfoResponseSchema, unknown.json())).toEqual({ success: false, data: null });
    expect((await area('area/zip/00000')).success).toBe(false);
    for (const path of [
      'area/planet/mars',
      'area/zip/7870',
      'area/zip/round-rock',
      'area/city/%3Cb%3E',
      'metro/%20',
    ]) {
      const response = await t.app.inject(`/api/v1/map/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code).toBe('badRequest');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});

describe('GET /api/v1/map/polygon/{kind}/{value}', () => {
  it('draws the Austin metro as ONE polygon, the union of its five counties', async () => {
    const austin = await onlyFeature('metro/austin');
    expect(austin.geometry.type).toBe('Polygon');
    if (austin.geometry.type !== 'Polygon') return;
    // No holes and no inner borders: one ring whose area is the sum of the counties' areas.
    expect(austin.geometry.coordinates).toHaveLength(1);
    let countiesArea = 0;
    for (const county of ['bastrop', 'caldwell', 'hays', 'travis', 'williamson']) {
      const feature = await onlyFeature(`county/${county}`);
      if (feature.geometry.type === 'Polygon')
        countiesArea += ringArea(feature.geometry.coordinates[0] ?? []);
      const [centre = []] = await centreOf('counties', county);
      expect(pointInGeometry(centre, austin.geometry), county).toBe(true);
    }
    const unionArea = ringArea(austin.geometry.coordinates[0] ?? []);
    expect(Math.abs(unionArea - countiesArea) / countiesArea).toBeLessThan(0.005);
    const [houston = []] = await centreOf('cities', 'houston');
    const [bell = []] = await centreOf('counties', 'bell');
    expect(pointInGeometry(houston, austin.geometry)).toBe(false);
    expect(pointInGeometry(bell, austin.geometry)).toBe(false);
    expect(austin.properties).toMatchObject({ approximate: false, kind: 'metro', subdomain: 'austin' });
  });

  it("draws a county's real outline, at most simplified", async () => {
    const travis = await onlyFeature('county/travis');
    expect(travis.properties).toMatchObject({ approximate: false, kind: 'county' });
    const stored = await t.testDb.db.query<{ outline: unknown }>(
      "SELECT outline FROM counties WHERE subdomain = 'travis'",
    );
    const outline = v.parse(
      v.object({ type: v.literal('Polygon'), coordinates: v.array(v.array(v.array(v.number()))) }),
      stored.rows[0]?.outline,
    );
    if (travis.geometry.type !== 'Polygon') throw new Error('Travis is one polygon');
    const [drawn = []] = travis.geometry.coordinates;
    const [real = []] = outline.coordinates;
    // Every drawn corner is a real corner, and dropping the others changed the area by under 1 %.
    const corners = new Set(real.map((p) => p.join(',')));
    for (const p of drawn) expect(corners.has(p.join(',')), String(p)).toBe(true);
    expect(Math.abs(ringArea(drawn) - ringArea(real)) / ringArea(real)).toBeLessThan(0.01);
  });

  it('keeps regions and all of Texas small and around their counties', async () => {
    const capital = await onlyFeature('region/capital');
    for (const county of ['travis', 'llano', 'fayette']) {
      const [centre = []] = await centreOf('counties', county);
      expect(pointInGeometry(centre, capital.geometry), county).toBe(true);
    }
    const [harris = []] = await centreOf('counties', 'harris');
    expect(pointInGeometry(harris, capital.geometry)).toBe(false);
    const texas = await onlyFeature('regions/texas');
    expect(pointInGeometry(harris, texas.geometry)).toBe(true);
    expect(pointInGeometry([-90.07, 29.95], texas.geometry)).toBe(false); // New Orleans
    expect(texas.bytes).toBeLessThan(200_000);
  });

  it('marks city and ZIP outlines approximate and covers their ZIP centres and listings', async () => {
    const austin = await onlyFeature('city/austin');
    expect(austin.properties).toMatchObject({ approximate: true, kind: 'city' });
    expect(String(austin.properties?.source)).toMatch(/not an official boundary/i);
    const inside = [
      ...(await points(
        "SELECT center_lng AS lng, center_lat AS lat FROM postal_codes WHERE city = 'austin'",
      )),
      ...(await points(
        "SELECT longitude AS lng, latitude AS lat FROM listings WHERE city_subdomain = 'austin'",
      )),
    ];
    expect(inside.length).toBeGreaterThan(50);
    for (const point of inside) expect(pointInGeometry(point, austin.geometry), String(point)).toBe(true);
    const zip = await onlyFeature('zip/78704');
    expect(zip.properties).toMatchObject({ approximate: true, kind: 'zip', subdomain: '78704' });
    const [centre = []] = await points(
      "SELECT center_lng AS lng, center_lat AS lat FROM postal_codes WHERE code = '78704'",
    );
    expect(pointInGeometry(centre, zip.geometry)).toBe(true);
  });

  it('answers an unknown area with an empty collection and malformed input with 400', async () => {
    expect((await polygon('city/atlantis')).features).toEqual([]);
    expect((await t.app.inject('/api/v1/map/polygon/zip/abc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/v1/map/polygon/state/texas')).statusCode).toBe(400);
  });
});

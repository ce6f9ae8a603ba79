import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  geocodeResponseSchema,
  locationListResponseSchemas,
  locationLookupResponseSchemas,
} from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(200);
});
afterAll(async () => {
  await t?.close();
});

async function get<S extends v.GenericSchema>(schema: S, url: string): Promise<v.InferOutput<S>> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  return v.parse(schema, response.json());
}

async function centre(table: string, key: string, value: string) {
  const result = await t.testDb.db.query<{ lat: number; lng: number }>(
    `SELECT center_lat AS lat, center_lng AS lng FROM ${table} WHERE ${key} = $1`,
    [value],
  );
  return result.rows[0];
}

describe('geocoder-style lookups: /api/GetCityLatLng, GetCountyLatLng, GetMetroLatLng, getPsLatLng', () => {
  it('answers one result at the place centre with a viewport around it, by slug or display name', async () => {
    const cases = [
      ['GetCityLatLng/round-rock', 'GetCityLatLng/Round%20Rock', 'cities', 'subdomain', 'round-rock'],
      ['GetCountyLatLng/travis', 'GetCountyLatLng/Travis%20County', 'counties', 'subdomain', 'travis'],
      ['GetMetroLatLng/austin', 'GetMetroLatLng/AUSTIN', 'metros', 'subdomain', 'austin'],
      ['getPsLatLng/78704', 'getPsLatLng/78704', 'postal_codes', 'code', '78704'],
    ] as const;
    for (const [slug, display, table, key, value] of cases) {
      const { results } = await get(geocodeResponseSchema, `/api/${slug}`);
      expect(await get(geocodeResponseSchema, `/api/${display}`)).toEqual({ results });
      expect(results, slug).toHaveLength(1);
      const [result] = results;
      const { location, viewport } = result?.geometry ?? {};
      expect(location).toEqual(await centre(table, key, value));
      expect(viewport).not.toBeNull();
      if (!location || !viewport) continue;
      expect(location.lat).toBeGreaterThan(viewport.southwest.lat);
      expect(location.lat).toBeLessThan(viewport.northeast.lat);
      expect(location.lng).toBeGreaterThan(viewport.southwest.lng);
      expect(location.lng).toBeLessThan(viewport.northeast.lng);
    }
    const { results } = await get(geocodeResponseSchema, '/api/GetCountyLatLng/travis');
    expect(results[0]?.formatted_address).toBe('Travis County, TX, USA');
  });

  it('answers no results for an unknown place and 400 for a malformed one', async () => {
    expect(await get(geocodeResponseSchema, '/api/GetCityLatLng/atlantis')).toEqual({ results: [] });
    expect(await get(geocodeResponseSchema, '/api/getPsLatLng/00000')).toEqual({ results: [] });
    for (const url of ['/api/getPsLatLng/787', '/api/getPsLatLng/austin', '/api/GetCityLatLng/%3Cb%3E']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('badRequest');
    }
  });
});

describe('small lookups', () => {
  it('finds the city of a ZIP code, null for an unknown one, 400 for a malformed one', async () => {
    const schema = locationLookupResponseSchemas.cityByPostalCode;
    expect(await get(schema, '/api/getCityByPostalCode/78664')).toEqual({
      data: { City: 'Round Rock', subdomain: 'round-rock' },
    });
    expect(await get(schema, '/api/getCityByPostalCode/00000')).toEqual({ data: null });
    expect((await t.app.inject('/api/getCityByPostalCode/7866x')).statusCode).toBe(400);
  });

  it('says whether a city exists, whatever the spelling', async () => {
    const schema = locationLookupResponseSchemas.cityExists;
    for (const name of ['round-rock', 'Round%20Rock', 'ROUND%20ROCK', 'Round%20Rock,%20TX']) {
      expect(await get(schema, `/api/cityExists/${name}`), name).toEqual({ exists: true });
    }
    expect(await get(schema, '/api/cityExists/atlantis')).toEqual({ exists: false });
    expect((await t.app.inject('/api/cityExists/%2A')).statusCode).toBe(400);
  });

  it("lists a county's cities as the selector list does, and none for an unknown county", async () => {
    const schema = locationLookupResponseSchemas.countyCities;
    const selector = await get(locationListResponseSchemas.cities, '/api/v1/map/counties/travis/cities');
    expect(await get(schema, '/api/getCity/Travis%20County')).toEqual({ city: selector.data });
    expect(await get(schema, '/api/getCity/travis')).toEqual({ city: selector.data });
    expect(selector.data.map((c) => c.subdomain)).toContain('austin');
    expect(await get(schema, '/api/getCity/atlantis')).toEqual({ city: [] });
  });

  it("lists a city's ZIP codes as bare codes", async () => {
    const schema = locationLookupResponseSchemas.cityPostalCodes;
    const stored = await t.testDb.db.query<{ code: string }>(
      "SELECT code FROM postal_codes WHERE city = 'round-rock' ORDER BY code",
    );
    const expected = stored.rows.map((row) => row.code);
    expect(expected.length).toBeGreaterThan(1);
    expect(await get(schema, '/api/getPostalCode/Round%20Rock')).toEqual({ postal_codes: expected });
    expect(await get(schema, '/api/getPostalCode/round-rock')).toEqual({ postal_codes: expected });
    expect(await get(schema, '/api/getPostalCode/atlantis')).toEqual({ postal_codes: [] });
  });

  it('gives the default map centre with the default metro', async () => {
    const response = await t.app.inject('/api/getCoordinates');
    expect(v.parse(locationLookupResponseSchemas.coordinates, response.json())).toEqual({
      coordinates: { lat: 30.2667, lng: -97.7333 },
    });
    expect(response.json().metro).toEqual({ Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' });
  });
});

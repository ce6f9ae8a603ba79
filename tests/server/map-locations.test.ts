import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationListResponseSchemas } from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(200);
});
afterAll(async () => {
  await t?.close();
});

const L = locationListResponseSchemas;

/** GETs a list, checks status, cache header and contract, and returns its rows. */
async function list<S extends v.GenericSchema<unknown, { data: unknown[] }>>(
  schema: S,
  url: string,
): Promise<v.InferOutput<S>['data']> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  return v.parse(schema, response.json()).data;
}

async function column(sql: string, params: unknown[] = []): Promise<string[]> {
  const result = await t.testDb.db.query<{ value: string }>(sql, params);
  return result.rows.map((row) => row.value);
}

const byName = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

describe('GET /api/v1/map/… location lists', () => {
  it('lists the 12 regions sorted by name', async () => {
    const regions = await list(L.regions, '/api/v1/map/regions');
    expect(regions).toHaveLength(12);
    expect(regions.map((r) => r.region)).toEqual(byName(regions.map((r) => r.region)));
    expect(regions).toContainEqual({ region: 'Capital', subdomain: 'capital' });
  });

  it('gives the Capital region exactly its 10 counties, and every county exactly one region', async () => {
    const capital = await list(L.counties, '/api/v1/map/regions/capital/counties');
    expect(capital.map((c) => c.subdomain)).toEqual([
      'bastrop',
      'blanco',
      'burnet',
      'caldwell',
      'fayette',
      'hays',
      'lee',
      'llano',
      'travis',
      'williamson',
    ]);
    const regions = await list(L.regions, '/api/v1/map/regions');
    const perRegion = await Promise.all(
      regions.map((r) => list(L.counties, `/api/v1/map/regions/${r.subdomain}/counties`)),
    );
    const all = await list(L.counties, '/api/v1/map/counties/');
    expect(all).toHaveLength(254);
    expect(
      perRegion
        .flat()
        .map((c) => c.subdomain)
        .sort(),
    ).toEqual(all.map((c) => c.subdomain).sort());
  });

  it('gives a region the metros with at least one county in it, so Houston shows in two regions', async () => {
    const capital = await list(L.metros, '/api/v1/map/regions/capital/metros');
    expect(capital).toEqual([{ Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' }]);
    for (const region of ['gulf-coast', 'southeast']) {
      const metros = await list(L.metros, `/api/v1/map/regions/${region}/metros`);
      expect(metros.map((m) => m.subdomain)).toContain('houston');
      const expected = await column(
        'SELECT DISTINCT metro AS value FROM counties WHERE region = $1 AND metro IS NOT NULL',
        [region],
      );
      expect(metros.map((m) => m.subdomain).sort()).toEqual(expected.sort());
    }
    const highPlains = await list(L.metros, '/api/v1/map/regions/high-plains/metros');
    expect(highPlains.map((m) => m.subdomain)).not.toContain('houston');
  });

  it('lists all metros sorted by name, and the Austin metro has its five counties', async () => {
    const metros = await list(L.metros, '/api/v1/map/metros');
    expect(metros).toHaveLength(26);
    expect(metros.map((m) => m.Metro)).toEqual(byName(metros.map((m) => m.Metro)));
    const austin = await list(L.counties, '/api/v1/map/metros/austin/counties');
    expect(austin.map((c) => c.County)).toEqual(['Bastrop', 'Caldwell', 'Hays', 'Travis', 'Williamson']);
  });

  it('answers the county list with and without the trailing slash, sorted by name', async () => {
    const slash = await list(L.counties, '/api/v1/map/counties/');
    expect(await list(L.counties, '/api/v1/map/counties')).toEqual(slash);
    expect(slash.map((c) => c.County)).toEqual(byName(slash.map((c) => c.County)));
  });

  it("lists a county's cities: each has a ZIP code in that county", async () => {
    for (const county of ['travis', 'williamson', 'harris']) {
      const cities = await list(L.cities, `/api/v1/map/counties/${county}/cities`);
      expect(cities.length).toBeGreaterThan(3);
      expect(cities.map((c) => c.City)).toEqual(byName(cities.map((c) => c.City)));
      for (const city of cities) {
        const counties = await column('SELECT DISTINCT county AS value FROM postal_codes WHERE city = $1', [
          city.subdomain,
        ]);
        expect(counties, city.subdomain).toContain(county);
      }
    }
    const travis = (await list(L.cities, '/api/v1/map/counties/travis/cities')).map((c) => c.subdomain);
    expect(travis).toEqual(expect.arrayContaining(['austin', 'pflugerville']));
    expect(travis).not.toContain('round-rock');
    // Austin reaches into Williamson County, so it is offered there as well.
    const williamson = (await list(L.cities, '/api/v1/map/counties/williamson/cities')).map(
      (c) => c.subdomain,
    );
    expect(williamson).toEqual(expect.arrayContaining(['austin', 'round-rock', 'georgetown']));
  });

  it("lists every city sorted by name, and a city's ZIP codes", async () => {
    const cities = await list(L.cities, '/api/v1/map/cities');
    expect(cities).toHaveLength(Number((await column('SELECT count(*)::text AS value FROM cities'))[0]));
    expect(cities.map((c) => c.City)).toEqual(byName(cities.map((c) => c.City)));
    const roundRock = await list(L.postalCodes, '/api/v1/map/cities/round-rock/postal-codes');
    const expected = await column(
      "SELECT code AS value FROM postal_codes WHERE city = 'round-rock' ORDER BY code",
    );
    expect(roundRock.map((p) => p['ZIP Code'])).toEqual(expected);
    expect(expected).toContain('78664');
  });

  it('lists every ZIP code in order, each naming its city', async () => {
    const response = await t.app.inject('/api/v1/map/postal-codes/');
    // The contract reads only the code; the row also names its city, which labels bare lists.
    const withCity = v.object({ data: v.array(v.object({ 'ZIP Code': v.string(), City: v.string() })) });
    const raw = v.parse(withCity, response.json());
    const codes = await list(L.postalCodes, '/api/v1/map/postal-codes/');
    expect(await list(L.postalCodes, '/api/v1/map/postal-codes')).toEqual(codes);
    expect(codes.length).toBeGreaterThan(2000);
    expect(codes.every((p) => /^\d{5}$/.test(p['ZIP Code']))).toBe(true);
    expect(codes.map((p) => p['ZIP Code'])).toEqual(codes.map((p) => p['ZIP Code']).sort());
    expect(raw.data.filter((p) => p.City === 'Round Rock').map((p) => p['ZIP Code'])).toContain('78681');
  });

  it('accepts a parent as a display name in any case', async () => {
    const pairs: [string, string][] = [
      ['/api/v1/map/regions/Capital/counties', '/api/v1/map/regions/capital/counties'],
      ['/api/v1/map/regions/GULF%20COAST%20Region/metros', '/api/v1/map/regions/gulf-coast/metros'],
      [
        '/api/v1/map/metros/Austin-Round%20Rock-San%20Marcos,%20TX/counties',
        '/api/v1/map/metros/austin/counties',
      ],
      ['/api/v1/map/counties/Travis%20County/cities', '/api/v1/map/counties/travis/cities'],
      ['/api/v1/map/cities/round%20rock/postal-codes', '/api/v1/map/cities/round-rock/postal-codes'],
    ];
    for (const [display, slug] of pairs) {
      const byDisplay = await t.app.inject(display);
      expect(byDisplay.statusCode, display).toBe(200);
      expect(byDisplay.json()).toEqual((await t.app.inject(slug)).json());
    }
  });

  it('answers 404 for an unknown parent and 400 for a malformed one, uncached', async () => {
    const unknown = await t.app.inject('/api/v1/map/regions/atlantis/metros');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'notFound', message: "There is no region 'atlantis'." },
    });
    expect(unknown.headers['cache-control']).toBeUndefined();
    for (const url of [
      '/api/v1/map/counties/%3Cscript%3E/cities',
      `/api/v1/map/cities/${'a'.repeat(101)}/postal-codes`,
      '/api/v1/map/metros/---/counties',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('badRequest');
    }
  });
});

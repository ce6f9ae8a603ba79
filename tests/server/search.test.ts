import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  legacySearchResponseSchema,
  searchAddressResponseSchema,
  searchCityResponseSchema,
  searchPostalResponseSchema,
} from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string) => {
  const response = await t.app.inject(path);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json();
};
const searchAddress = async (text: string) =>
  v.parse(searchAddressResponseSchema, await get(`/api/searchAddress/${encodeURIComponent(text)}`));
const searchCity = async (text: string) =>
  v.parse(searchCityResponseSchema, await get(`/api/searchCity/${encodeURIComponent(text)}`)).data;
const postalMore = async (text: string, start: number, end = 10) => {
  const segment = encodeURIComponent(JSON.stringify({ text, start, end }));
  return v.parse(searchPostalResponseSchema, await get(`/api/searchPostalMore/${segment}`)).data;
};
const rows = async <Row>(sql: string, params: unknown[] = []) =>
  (await t.testDb.db.query<Row>(sql, params)).rows;
const OPEN = ['Active', 'ActiveUnderContract', 'ComingSoon', 'Contingent', 'Pending'];

describe('GET /api/searchAddress/{text}', () => {
  it('finds a listing by a prefix of its address, with its status flag, DOM and source', async () => {
    const [listing] = await rows<{ address: string; key: number }>(
      `SELECT address, listing_key_numeric::float8 AS key FROM listings
        WHERE mls_status = 'Active' ORDER BY listing_key_numeric LIMIT 1`,
    );
    const found = await searchAddress(`  ${listing?.address.slice(0, -1).toUpperCase()} `);
    const hit = found.address.find((row) => row.ListingKeyNumeric === listing?.key);
    expect(hit).toMatchObject({ Address: listing?.address, MlsStatus: 'Active', color: 'green' });
    expect(hit?.DOM).toBeGreaterThanOrEqual(0);
    expect(hit?.OriginatingSystemName).toBeTruthy();
    expect(hit?.url).toMatch(/\.html$/);
  });

  it("tells a lease by its PropertyType, so the panel's flag says For Rent", async () => {
    const [lease] = await rows<{ address: string; key: number }>(
      `SELECT address, listing_key_numeric::float8 AS key FROM listings
        WHERE mls_status = 'Active' AND property_type = 'ResidentialLease' ORDER BY listing_key_numeric LIMIT 1`,
    );
    const found = await searchAddress(lease?.address ?? '');
    const hit = found.address.find((row) => row.ListingKeyNumeric === lease?.key);
    expect(hit).toMatchObject({ MlsStatus: 'Active', PropertyType: 'ResidentialLease' });
  });

  it('finds streets by their name without the number, Closed listings after all open ones', async () => {
    // A 4-letter street prefix shared by a few listings, where sorting by street alone would put a
    // Closed listing before an open one.
    const street = "substr(address_search, strpos(address_search, ' ') + 1)";
    const [prefix] = await rows<{ p: string }>(
      `SELECT left(${street}, 4) AS p FROM listings GROUP BY 1
       HAVING left(${street}, 4) ~ '^[a-z]{4}$' AND count(*) < 10
          AND min(${street}) FILTER (WHERE mls_status = 'Closed') < max(${street}) FILTER (WHERE mls_status <> 'Closed')
       ORDER BY 1 LIMIT 1`,
    );
    const expected = await rows<{ key: number; status: string }>(
      `SELECT listing_key_numeric::float8 AS key, mls_status AS status FROM listings WHERE left(${street}, 4) = $1`,
      [prefix?.p],
    );
    const found = (await searchAddress(prefix?.p.toUpperCase() ?? '')).address;
    const matching = found.filter((row) => expected.some((e) => e.key === row.ListingKeyNumeric));
    expect(matching).toHaveLength(expected.length);
    const open = expected.filter((e) => OPEN.includes(e.status)).length;
    expect(matching.slice(0, open).every((row) => OPEN.includes(row.MlsStatus ?? ''))).toBe(true);
    expect(matching.slice(open).every((row) => row.MlsStatus === 'Closed' && row.color === 'gray')).toBe(
      true,
    );
  });

  it('tolerates a typo in the street name', async () => {
    const [listing] = await rows<{ street: string; number: string; key: number }>(
      `SELECT street_name AS street, street_number AS number, listing_key_numeric::float8 AS key FROM listings
        WHERE street_name ~ '^[A-Za-z]{7,} ' AND mls_status = 'Active' ORDER BY 3 LIMIT 1`,
    );
    const typo = listing?.street.replace(/^(\w{2})\w/, '$1') ?? ''; // 'Mockingbird Ln' → 'Mokingbird Ln'
    const found = await searchAddress(`${listing?.number} ${typo}`);
    expect(found.address.map((row) => row.ListingKeyNumeric)).toContain(listing?.key);
  });

  it('finds a listing by its MLS number', async () => {
    const [listing] = await rows<{ mls: string; key: number }>(
      'SELECT mls_num AS mls, listing_key_numeric::float8 AS key FROM listings ORDER BY 2 DESC LIMIT 1',
    );
    const found = await searchAddress(listing?.mls ?? '');
    expect(found.mlsnum[0]).toMatchObject({ ListingKeyNumeric: listing?.key, MlsNum: listing?.mls });
    expect((await searchAddress(listing?.mls.slice(0, 3) ?? '')).mlsnum.length).toBeGreaterThan(0);
  });

  it("offers Austin's ZIP codes for '787', and Round Rock for 'roun'", async () => {
    const found = await searchAddress('787');
    expect(found.postal.map((row) => row['ZIP code'])).toContain('78701');
    expect(found.postal.every((row) => row['ZIP code'].startsWith('787'))).toBe(true);
    expect(found.postal).toHaveLength(10);
    expect((await searchAddress('roun')).city[0]).toEqual({ City: 'Round Rock', subdomain: 'round-rock' });
  });

  it('answers empty groups for blank text, and 400 naming the field for text over 100 characters', async () => {
    const empty = { address: [], city: [], mlsnum: [], postal: [] };
    expect(await searchAddress('   ')).toEqual(empty);
    expect(await searchAddress('\t\n')).toEqual(empty);
    expect(await searchAddress('x'.repeat(100))).toEqual(empty);
    const long = await t.app.inject(`/api/searchAddress/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/text: Expected at most 100 characters/);
    expect(long.headers['cache-control']).toBeUndefined();
  });

  it('treats SQL and LIKE wildcards as plain text', async () => {
    const empty = { address: [], city: [], mlsnum: [], postal: [] };
    for (const text of ['%', '_', '%%%', '_a', "' OR 1=1 --", "'; DROP TABLE listings; --", '\\', '7%']) {
      expect(await searchAddress(text)).toEqual(empty);
    }
    // A NUL cannot be stored or compared in PostgreSQL text: refused at the door with the field named.
    const nul = await t.app.inject(`/api/searchAddress/${encodeURIComponent('7\u0000')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toMatch(/text/);
    expect((await rows<{ n: number }>('SELECT count(*)::int AS n FROM listings'))[0]?.n).toBe(1500);
  });
});

describe('city and ZIP code lists', () => {
  it('finds cities by prefix, by a later word, and through one-letter typos', async () => {
    expect((await searchCity('ROUN'))[0]?.City).toBe('Round Rock');
    expect((await searchCity('rock')).map((row) => row.City)).toContain('Round Rock');
    expect((await searchCity('Austn'))[0]).toEqual({ City: 'Austin', subdomain: 'austin' });
    expect((await searchCity('Geogetown'))[0]?.City).toBe('Georgetown');
    expect((await searchCity('San')).map((row) => row.City)).toContain('San Antonio');
    expect(await searchCity(' ')).toEqual([]);
  });

  it("pages ZIP codes with 'Load more' without overlap, ending with an empty page", async () => {
    const all = (
      await rows<{ code: string }>("SELECT code FROM postal_codes WHERE code LIKE '787%' ORDER BY 1")
    ).map((row) => row.code);
    const first = v.parse(searchPostalResponseSchema, await get('/api/searchPostal/787')).data;
    const loaded = first.map((row) => row['ZIP code']);
    for (let page = await postalMore('787', loaded.length); page.length > 0; ) {
      loaded.push(...page.map((row) => row['ZIP code']));
      page = await postalMore('787', loaded.length);
    }
    expect(loaded).toEqual(all);
    expect(await postalMore('787', 0, 3)).toEqual(all.slice(0, 3).map((code) => ({ 'ZIP code': code })));
    expect(await postalMore(' ', 0)).toEqual([]);
    expect(await postalMore('_', 0)).toEqual([]);
    const bad = await t.app.inject(
      `/api/searchPostalMore/${encodeURIComponent('{"text":"787","start":-1,"end":10}')}`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /search (legacy header search)', () => {
  it('answers cities only when asked, and streets and ZIP listings from a form post', async () => {
    const cities = await t.app.inject({
      method: 'POST',
      url: '/search',
      payload: { search: 'roun', city: true },
    });
    const body = v.parse(legacySearchResponseSchema, cities.json());
    expect(body.data.city[0]).toEqual({ Subdomain: 'round-rock', City: 'Round Rock', StateOrProvince: 'TX' });
    expect(body.data.street).toEqual([]);
    const form = await t.app.inject({
      method: 'POST',
      url: '/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'search=787',
    });
    const zip = v.parse(legacySearchResponseSchema, form.json()).data.zip;
    expect(zip.length).toBeGreaterThan(0);
    expect(zip.every((row) => row.PostalCode?.startsWith('787') && row.url?.endsWith('.html'))).toBe(true);
    const blank = await t.app.inject({ method: 'POST', url: '/search', payload: { search: '  ' } });
    expect(v.parse(legacySearchResponseSchema, blank.json()).data).toEqual({ city: [], street: [], zip: [] });
  });
});

describe('any input', () => {
  it('never answers 500: 200 with contract-shaped groups, or 400', async () => {
    // Any code points, '%', quotes and control characters included; lone surrogates cannot be URL-encoded.
    const text = fc.string({ unit: 'binary', maxLength: 110 }).filter((s) => !/[\uD800-\uDFFF]/u.test(s));
    await fc.assert(
      fc.asyncProperty(text, fc.nat(), async (typed, start) => {
        const segment = encodeURIComponent(JSON.stringify({ text: typed, start, end: 10 }));
        const calls = [
          t.app.inject(`/api/searchAddress/${encodeURIComponent(typed)}`),
          t.app.inject(`/api/searchCity/${encodeURIComponent(typed)}`),
          t.app.inject(`/api/searchPostal/${encodeURIComponent(typed)}`),
          t.app.inject(`/api/searchPostalMore/${segment}`),
          t.app.inject({ method: 'POST', url: '/search', payload: { search: typed } }),
        ];
        const [address, city, postal, more, legacy] = await Promise.all(calls);
        for (const response of [address, city, postal, more, legacy]) {
          expect([200, 400], response?.body).toContain(response?.statusCode);
        }
        if (address?.statusCode === 200) v.parse(searchAddressResponseSchema, address.json());
        if (city?.statusCode === 200) v.parse(searchCityResponseSchema, city.json());
        if (postal?.statusCode === 200) v.parse(searchPostalResponseSchema, postal.json());
        if (more?.statusCode === 200) v.parse(searchPostalResponseSchema, more.json());
        if (legacy?.statusCode === 200) v.parse(legacySearchResponseSchema, legacy.json());
      }),
      { numRuns: 60 },
    );
  });
});

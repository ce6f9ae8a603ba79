import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMapPinsJson } from '../../server/search/find-map-pins-json';
import { SyncedListingIndex } from '../../server/search/synced-listing-index';
import {
  encodeListingsQuery,
  expandMapPins,
  type ListingsQueryInput,
  listingsQuerySchema,
  type MapPins,
  mapPinsResponseSchema,
} from '../../src/contract';
import { pointInPolygon } from '../support/point-in-polygon';
import { fetchAllListings } from './support/fetch-all-listings';
import { type DbListing, loadDbListings } from './support/load-db-listings';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

let t: TestApp;
let rows: Map<number, DbListing>;
/** Five Austin listings moved onto one spot, the last of them Closed (outside the default statuses). */
let stacked: number[];
/** Every listing's street line as stored (null where it may not be displayed). */
let addresses: Map<number, string | null>;
/** An Austin listing whose address may not be displayed, and the street line it had before. */
let hidden: { key: number; line: string };

const AUSTIN = { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 };
const base = (r: DbListing) =>
  r.type === 'Residential' && (r.status === 'Active' || r.status === 'ComingSoon');

async function pins(query: ListingsQueryInput): Promise<MapPins> {
  const response = await t.app.inject(`/api/v1/map/pins/${encodeListingsQuery(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(mapPinsResponseSchema, response.json()).data;
}

/** The pins of `query` hold exactly the listings the listings search finds, each where it is stored. */
async function expectSameListings(query: ListingsQueryInput): Promise<MapPins> {
  const answer = await pins(query);
  const search = await fetchAllListings(t.app, query);
  expect(answer.truncated).toBe(false);
  expect(answer.total).toBe(search.total);
  expect(answer.key).toHaveLength(search.total);
  expect(new Set(answer.key)).toEqual(new Set(search.listings.map((l) => l.ListingKeyNumeric)));
  for (const pin of expandMapPins(answer)) {
    for (const listing of pin.listings) {
      const row = rows.get(listing.ListingKeyNumeric);
      if (!row) throw new Error(`pin listing ${listing.ListingKeyNumeric} is not in the database`);
      expect(Math.abs(row.lat - pin.lat)).toBeLessThanOrEqual(6e-7);
      expect(Math.abs(row.lng - pin.lng)).toBeLessThanOrEqual(6e-7);
      expect(listing.ListPrice).toBe(row.price);
      expect(listing.MlsStatus).toBe(row.status);
      expect(listing.Address).toBe(addresses.get(listing.ListingKeyNumeric));
    }
  }
  return answer;
}

beforeAll(async () => {
  t = await openTestApp(3000);
  const found = await t.testDb.db.query<{ key: number }>(
    `SELECT listing_key_numeric::float8 AS key FROM listings
      WHERE city_subdomain = 'austin' AND property_type = 'Residential' AND mls_status = 'Active'
      ORDER BY listing_key_numeric LIMIT 5`,
  );
  stacked = found.rows.map((row) => row.key);
  await t.testDb.db.query(
    `UPDATE listings SET latitude = 30.2672, longitude = -97.7431,
            mls_status = CASE WHEN listing_key_numeric = $2 THEN 'Closed' ELSE mls_status END
      WHERE listing_key_numeric = ANY($1::bigint[])`,
    [stacked, stacked[4]],
  );
  // As the RESO importer stores a listing whose InternetAddressDisplayYN is false (migration 007); and
  // a street line with a comma and a quote, which must not upset the pins query's row text.
  const [hide, odd] = (
    await t.testDb.db.query<{ key: number; address: string }>(
      `SELECT listing_key_numeric::float8 AS key, address FROM listings
        WHERE city_subdomain = 'austin' AND property_type = 'Residential' AND mls_status = 'Active'
          AND listing_key_numeric <> ALL($1::bigint[])
        ORDER BY listing_key_numeric LIMIT 2`,
      [stacked],
    )
  ).rows;
  if (!hide || !odd) throw new Error('expected two more Austin listings');
  hidden = { key: hide.key, line: hide.address };
  await t.testDb.db.query(
    `UPDATE listings SET address = NULL, address_search = NULL, street_number = NULL, street_name = NULL,
            unit_number = NULL
      WHERE listing_key_numeric = $1`,
    [hide.key],
  );
  await t.testDb.db.query(`UPDATE listings SET address = $2 WHERE listing_key_numeric = $1`, [
    odd.key,
    '12 "Old" Mill Rd, Bldg 4 Unit 7',
  ]);
  rows = await loadDbListings(t.testDb.db);
  const stored = await t.testDb.db.query<{ key: number; address: string | null }>(
    'SELECT listing_key_numeric::float8 AS key, address FROM listings',
  );
  addresses = new Map(stored.rows.map((row) => [row.key, row.address]));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/map/pins/{json}', () => {
  it('pins every listing in view with the default filters, not just a page, all in bounds', async () => {
    const answer = await expectSameListings({ coordinates: AUSTIN });
    expect(answer.total).toBeGreaterThan(50);
    const inView = [...rows.values()].filter(
      (r) =>
        base(r) &&
        r.lat >= AUSTIN.bottom &&
        r.lat <= AUSTIN.top &&
        r.lng >= AUSTIN.left &&
        r.lng <= AUSTIN.right,
    );
    expect(answer.total).toBe(inView.length);
    for (const pin of expandMapPins(answer)) {
      expect(pin.lat).toBeGreaterThanOrEqual(AUSTIN.bottom);
      expect(pin.lat).toBeLessThanOrEqual(AUSTIN.top);
      expect(pin.lng).toBeGreaterThanOrEqual(AUSTIN.left);
      expect(pin.lng).toBeLessThanOrEqual(AUSTIN.right);
      for (const listing of pin.listings) expect(['Active', 'ComingSoon']).toContain(listing.MlsStatus);
    }
  });

  it('groups listings at identical coordinates into one pin, and only the ones that match', async () => {
    const answer = await expectSameListings({ coordinates: AUSTIN });
    const spots = expandMapPins(answer).map((pin) => `${pin.lat},${pin.lng}`);
    expect(new Set(spots).size).toBe(spots.length);
    const pile = expandMapPins(answer).find((pin) => pin.lat === 30.2672 && pin.lng === -97.7431);
    expect(pile?.listings.map((l) => l.ListingKeyNumeric).sort()).toEqual(stacked.slice(0, 4).sort());
  });

  it('applies every filter and the geosearch polygon exactly like the listings search', async () => {
    const polygon: [number, number][] = [
      [-97.95, 30.45],
      [-97.55, 30.45],
      [-97.55, 30.1],
      [-97.7, 30.1],
      [-97.7, 30.3],
      [-97.95, 30.3],
    ];
    const answer = await expectSameListings({
      filters: { minPrice: 250_000, maxPrice: 900_000, minBedsCount: 2, sortBy: 'low-to-high' },
      coordinates: { ...AUSTIN, geosearch: polygon },
      moreFilters: { status: { active: true, pending: true }, squareMin: 1000 },
    });
    expect(answer.total).toBeGreaterThan(0);
    for (const pin of expandMapPins(answer)) {
      for (const listing of pin.listings) {
        const row = rows.get(listing.ListingKeyNumeric);
        expect(row && pointInPolygon([row.lng, row.lat], polygon)).toBe(true);
      }
    }
    await expectSameListings({
      filters: { city: 'austin' },
      moreFilters: { propertyType: 'ResidentialLease' },
    });
    await expectSameListings({ moreFilters: { openHouses: true } });
  });

  it("carries each listing's street line, with the street names of the view sent once each", async () => {
    const answer = await expectSameListings({ coordinates: AUSTIN });
    expect(new Set(answer.streets).size).toBe(answer.streets.length);
    expect(answer.streets.length).toBeLessThan(answer.key.length);
    const odd = expandMapPins(answer)
      .flatMap((pin) => pin.listings)
      .find((listing) => listing.Address?.includes('"Old"'));
    expect(odd?.Address).toBe('12 "Old" Mill Rd, Bldg 4 Unit 7');
  });

  it('keeps a hidden address hidden: a null, and no part of the street anywhere in the answer', async () => {
    const response = await t.app.inject(`/api/v1/map/pins/${encodeListingsQuery({ coordinates: AUSTIN })}`);
    const { data } = v.parse(mapPinsResponseSchema, response.json());
    const at = data.key.indexOf(hidden.key);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(data.street[at]).toBeNull();
    expect(data.house[at]).toBe('');
    expect(data.unit[at]).toBe('');
    const listing = expandMapPins(data)
      .flatMap((pin) => pin.listings)
      .find((candidate) => candidate.ListingKeyNumeric === hidden.key);
    expect(listing?.Address).toBeNull();
    // The listings call shows the same listing with no address either.
    const search = await fetchAllListings(t.app, { coordinates: AUSTIN });
    expect(search.listings.find((l) => l.ListingKeyNumeric === hidden.key)?.Address).toBeNull();
    const lines = expandMapPins(data).flatMap((pin) => pin.listings.map((l) => l.Address));
    expect(lines).not.toContain(hidden.line);
  });

  it('answers an empty view with empty columns', async () => {
    const answer = await pins({ coordinates: { top: 36.5, bottom: 36.4, left: -80.1, right: -80 } });
    expect(answer).toMatchObject({ total: 0, truncated: false, lat: [], key: [] });
  });

  it('caps the pins at the first listings in sort order and says so', async () => {
    const query = v.parse(listingsQuerySchema, { filters: { sortBy: 'high-to-low' }, coordinates: AUSTIN });
    const index = await new SyncedListingIndex(t.testDb.db).current();
    const pinsOf = async (cap: number) =>
      v.parse(
        mapPinsResponseSchema,
        JSON.parse((await findMapPinsJson(t.testDb.db, index, query, TEST_TODAY, { cap })).toString()),
      ).data;
    const capped = await pinsOf(25);
    const search = await fetchAllListings(t.app, query);
    expect(capped.truncated).toBe(true);
    expect(capped.total).toBe(search.total);
    expect(capped.key).toHaveLength(25);
    expect(new Set(capped.key)).toEqual(
      new Set(search.listings.slice(0, 25).map((l) => l.ListingKeyNumeric)),
    );

    // Capped listings are kept in the list's order but answered by place: those at one spot share a pin.
    const nearlyAll = await pinsOf(search.total - 1);
    const spots = expandMapPins(nearlyAll).map((pin) => `${pin.lat},${pin.lng}`);
    expect(new Set(spots).size).toBe(spots.length);
    expect(expandMapPins(nearlyAll).some((pin) => pin.listings.length > 1)).toBe(true);
  });

  it('agrees with pointInPolygon on any polygon, odd ones included, and never answers 500', async () => {
    const near = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    const ring = fc.array(fc.tuple(near(-98.1, -97.4), near(29.9, 30.6)), { minLength: 3, maxLength: 40 });
    const odd = fc.constantFrom<[number, number][]>(
      [
        [-98, 1e-308],
        [-97, 0],
        [-97, 31],
        [-98, 31],
      ],
      [
        [-97.7, 30.2],
        [-97.7, 30.2],
        [-97.7, 30.2],
      ],
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(ring, odd), async (polygon) => {
        const coordinates = { top: 31, bottom: 0, left: -99, right: -97, geosearch: polygon };
        const answer = await pins({ coordinates });
        const inside = [...rows.values()].filter(
          (r) =>
            base(r) && r.lat <= 31 && r.lng >= -99 && r.lng <= -97 && pointInPolygon([r.lng, r.lat], polygon),
        );
        expect(answer.total).toBe(inside.length);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.webSegment()), async (segment) => {
        const response = await t.app.inject(`/api/v1/map/pins/${encodeURIComponent(segment)}`);
        expect([200, 400, 401]).toContain(response.statusCode);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses what the listings call refuses, with the same errors', async () => {
    expect((await t.app.inject('/api/v1/map/pins/not-json')).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i): [number, number] => [
      -97.7 + i * 1e-4,
      30.2 + (i % 2) * 0.01,
    ]);
    const polygon = await t.app.inject(
      `/api/v1/map/pins/${encodeListingsQuery({ coordinates: { ...AUSTIN, geosearch: many } })}`,
    );
    expect(polygon.statusCode).toBe(400);
    const favorites = await t.app.inject(
      `/api/v1/map/pins/${encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: 3 } })}`,
    );
    expect(favorites.statusCode).toBe(401);
  });
});

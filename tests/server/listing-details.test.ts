import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingItemResponseSchema,
  listingsDataResponseSchema,
  MAX_PRICE_BY_PROPERTY_TYPE,
  openHouseResponseSchema,
  PROPERTY_TYPES,
  priceMinMaxResponseSchema,
  roomsResponseSchema,
} from '../../src/contract';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(1500);
});
afterAll(async () => {
  await t?.close();
});

async function get<S extends v.GenericSchema>(url: string, schema: S): Promise<v.InferOutput<S>> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(schema, response.json());
}

async function firstKey(where: string): Promise<number> {
  const found = await t.testDb.db.query<{ key: number }>(
    `SELECT listing_key_numeric::float8 AS key FROM listings l WHERE ${where} ORDER BY listing_key_numeric LIMIT 1`,
  );
  const key = found.rows[0]?.key;
  if (key === undefined) throw new Error(`no listing where ${where}`);
  return key;
}

describe('GET /api/getRooms/{ListingKeyNumeric}', () => {
  it('lists the rooms in order', async () => {
    const key = await firstKey(
      'EXISTS (SELECT 1 FROM listing_rooms r WHERE r.listing_key_numeric = l.listing_key_numeric)',
    );
    const stored = await t.testDb.db.query<{ room_type: string }>(
      'SELECT room_type FROM listing_rooms WHERE listing_key_numeric = $1 ORDER BY position',
      [key],
    );
    const { data } = await get(`/api/getRooms/${key}`, roomsResponseSchema);
    expect(data.map((room) => room.RoomType)).toEqual(stored.rows.map((row) => row.room_type));
    expect(data[0]).toHaveProperty('RoomLevel');
    expect(data[0]).toHaveProperty('RoomDimensions');
  });

  it('answers no rooms for an unknown listing and 400 for a key that is not a number', async () => {
    expect((await get('/api/getRooms/999999999999', roomsResponseSchema)).data).toEqual([]);
    expect((await t.app.inject('/api/getRooms/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/openHouseInfo/{ListingKeyNumeric}', () => {
  it('lists upcoming open houses first, soonest first, then past ones, latest first', async () => {
    const key = await firstKey("l.mls_status = 'Active'");
    await t.testDb.db.query('DELETE FROM open_houses WHERE listing_key_numeric = $1', [key]);
    const insert = `INSERT INTO open_houses (listing_key_numeric, open_date, start_time, end_time, remarks)
                    VALUES ($1, $2::date + $3::int, $4, $5, $6)`;
    await t.testDb.db.query(insert, [key, TEST_TODAY, -7, '10:00', '12:00', 'Last week']);
    await t.testDb.db.query(insert, [key, TEST_TODAY, 9, '13:00', '15:30', 'Later']);
    await t.testDb.db.query(insert, [key, TEST_TODAY, -1, null, null, null]);
    await t.testDb.db.query(insert, [key, TEST_TODAY, 2, '11:00', '13:00', 'Soon']);
    const { data } = await get(`/api/openHouseInfo/${key}`, openHouseResponseSchema);
    expect(data.map((o) => o.OpenHouseRemarks)).toEqual(['Soon', 'Later', null, 'Last week']);
    expect(data[0]).toEqual({
      f_date: '2026-11-25',
      f_start: '11:00',
      f_end: '13:00',
      OpenHouseRemarks: 'Soon',
    });
    expect(data[2]).toEqual({ f_date: '2026-11-22', f_start: null, f_end: null, OpenHouseRemarks: null });
  });

  it('answers no open houses for an unknown listing', async () => {
    expect((await get('/api/openHouseInfo/999999999999', openHouseResponseSchema)).data).toEqual([]);
    expect((await t.app.inject('/api/openHouseInfo/-1')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/price/min-max/{propertyType}', () => {
  it('gives the SPEC §4 step table for sale types: 0-19 by 10,000, 20-51 by 25,000, 52-142 by 100,000', async () => {
    const body = await get('/api/v1/price/min-max/Residential', priceMinMaxResponseSchema);
    expect(body.step_value_table).toEqual([
      { from: 0, to: 19, start: 0, step: 10_000 },
      { from: 20, to: 51, start: 200_000, step: 25_000 },
      { from: 52, to: 142, start: 1_000_000, step: 100_000 },
    ]);
    expect(body.prices).toHaveLength(143);
    expect([body.prices[0], body.prices[19], body.prices[20], body.prices[51], body.prices[52]]).toEqual([
      0, 190_000, 200_000, 975_000, 1_000_000,
    ]);
    expect(body.prices.at(-1)).toBe(10_000_000);
    expect(body.default_max).toBe(10_000_000);
  });

  it('scales the table for each type so that it ends at the type ceiling', async () => {
    for (const type of PROPERTY_TYPES) {
      const body = await get(`/api/v1/price/min-max/${type}`, priceMinMaxResponseSchema);
      expect(body.default_max).toBe(MAX_PRICE_BY_PROPERTY_TYPE[type]);
      expect(body.prices.at(-1)).toBe(body.default_max);
      for (const band of body.step_value_table) {
        for (let position = band.from; position <= band.to; position++) {
          expect(body.prices[position]).toBe(band.start + (position - band.from) * band.step);
        }
      }
    }
    const lease = await get('/api/v1/price/min-max/ResidentialLease', priceMinMaxResponseSchema);
    expect(lease.step_value_table.map((band) => band.step)).toEqual([50, 125, 500]);
  });

  it('answers 400 for an unknown type', async () => {
    const response = await t.app.inject('/api/v1/price/min-max/Castle');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/ResidentialLease/);
  });
});

describe('GET /api/featureListings', () => {
  it("lists the brokerage's own active listings, newest first, 12 of them", async () => {
    const { data } = await get('/api/featureListings', listingsDataResponseSchema);
    const expected = await t.testDb.db.query<{ key: number }>(
      `SELECT listing_key_numeric::float8 AS key FROM listings WHERE rtlist = 1 AND mls_status = 'Active'
        ORDER BY list_date DESC, listing_key_numeric DESC LIMIT 12`,
    );
    expect(data).toHaveLength(12);
    expect(data.map((l) => l.ListingKeyNumeric)).toEqual(expected.rows.map((row) => row.key));
    for (const listing of data) {
      expect(listing.rtlist).toBe(true);
      expect(listing.MlsStatus).toBe('Active');
    }
  });
});

describe('similar listings', () => {
  interface Spot {
    key: number;
    type: string;
    lat: number;
    lng: number;
    price: number | null;
    beds: number | null;
  }
  async function spot(key: number): Promise<Spot> {
    const found = await t.testDb.db.query<Spot>(
      `SELECT listing_key_numeric::float8 AS key, property_type AS type, latitude AS lat, longitude AS lng,
              list_price::float8 AS price, bedrooms_total AS beds FROM listings WHERE listing_key_numeric = $1`,
      [key],
    );
    const row = found.rows[0];
    if (!row) throw new Error(`no listing ${key}`);
    return row;
  }
  // The ranking the detail modal promises: 2 km, 25 % of price and one bedroom weigh the same.
  function score(a: Spot, b: Spot): number {
    const km = 111.2 * Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((b.lat * Math.PI) / 180));
    const price = a.price && b.price ? Math.abs(Math.log(a.price / b.price)) / Math.log(1.25) : 2;
    const beds =
      a.beds === null && b.beds === null
        ? 0
        : a.beds === null || b.beds === null
          ? 2
          : Math.abs(a.beds - b.beds);
    return km / 2 + price + beds;
  }

  for (const [name, where] of [
    ['a house in Austin', "l.city_subdomain = 'austin' AND l.property_type = 'Residential'"],
    ['a commercial lease', "l.property_type = 'CommercialLease'"],
    ['a farm', "l.property_type = 'Farm'"],
  ] as const) {
    it(`offers up to six of the same type for ${name}, nearest and closest in price and beds first`, async () => {
      const key = await firstKey(where);
      const body = await get(`/api/listingsItem/${key}`, listingItemResponseSchema);
      const self = await spot(key);
      const similar = await Promise.all(body.similar_listings.map((l) => spot(l.ListingKeyNumeric)));
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(6);
      const scores = similar.map((s) => score(s, self));
      for (let i = 1; i < scores.length; i++) {
        expect(scores[i] ?? 0).toBeGreaterThanOrEqual((scores[i - 1] ?? 0) - 1e-9);
      }
      for (const [index, listing] of body.similar_listings.entries()) {
        expect(listing.ListingKeyNumeric).not.toBe(key);
        expect(listing.PropertyType).toBe(self.type);
        expect(['Active', 'ComingSoon']).toContain(listing.MlsStatus);
        expect(similar[index]?.type).toBe(self.type);
      }
    });
  }
});

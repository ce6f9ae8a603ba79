import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/db';
import { ListingSummaries } from '../../server/search/listing-summaries';
import { listingsCriteria } from '../../server/search/listings-criteria';
import { SyncedListingIndex } from '../../server/search/synced-listing-index';
import { encodeListingsQuery, listingsResponseSchema } from '../../src/contract';
import { openTestApp, TEST_TODAY, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp(300);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const firstPage = async (today?: string) => {
  const response = await t.app.inject({ url: `/api/v1/listings/${encodeListingsQuery({ filters: {} })}` });
  expect(response.statusCode, today).toBe(200);
  return v.parse(listingsResponseSchema, response.json()).data.listings;
};

describe('the listings kept between pages', () => {
  it('shows a listing as it is now, after any write to it or to its open houses', async () => {
    const [first] = await firstPage();
    const key = first?.ListingKeyNumeric;
    expect(key).toBeDefined();

    await t.testDb.db.query(
      'UPDATE listings SET list_price = 123457, address = $2 WHERE listing_key_numeric = $1',
      [key, '1 Fresh Paint Ln'],
    );
    const [updated] = await firstPage();
    expect(updated).toMatchObject({
      ListingKeyNumeric: key,
      ListPrice: 123_457,
      Address: '1 Fresh Paint Ln',
    });

    await t.testDb.db.query(
      'INSERT INTO open_houses (listing_key_numeric, open_date) VALUES ($1, $2::date)',
      [key, TEST_TODAY],
    );
    const [withOpenHouse] = await firstPage();
    expect(withOpenHouse?.OpenHouseDate).toBe(TEST_TODAY);
  });

  it('asks the database only for listings it has not kept, and for all of them on a new day', async () => {
    const index = await new SyncedListingIndex(t.testDb.db).current();
    const asked: number[][] = [];
    const db: Queryable = {
      async query<Row>(sql: string, params?: readonly unknown[]) {
        const keys = (params?.[0] ?? []) as number[];
        asked.push(keys);
        return t.testDb.db.query<Row>(sql, params);
      },
      exec: (sql) => t.testDb.db.exec(sql),
    };
    const summaries = new ListingSummaries(100);
    const keys = index.search(listingsCriteria({ filters: {} }, TEST_TODAY), 'newest', 0, 4).keys;
    const first = await summaries.arrayJson(db, index, keys.slice(0, 2), TEST_TODAY);
    const second = await summaries.arrayJson(db, index, keys, TEST_TODAY);
    expect(asked).toEqual([keys.slice(0, 2), keys.slice(2)]);
    expect(second.startsWith(first.slice(0, -1))).toBe(true);
    expect(
      v
        .parse(v.array(v.object({ ListingKeyNumeric: v.number() })), JSON.parse(second))
        .map((l) => l.ListingKeyNumeric),
    ).toEqual(keys);

    await summaries.arrayJson(db, index, keys, '2026-11-24');
    expect(asked.at(-1)).toEqual(keys);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyReads } from '../../server/db/count-writes';
import { ResultCache } from '../../server/db/result-cache';
import { encodeListingsQuery } from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(400);
});
afterAll(async () => {
  await t?.close();
});

const austin = encodeListingsQuery({
  filters: {},
  coordinates: { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 },
});
const get = (path: string) => t.app.inject(path);

describe('answer caches', () => {
  it('answer a repeated search from the cache, and a search after any write from the database', async () => {
    const first = await get(`/api/v1/listings/${austin}`);
    const again = await get(`/api/v1/listings/${austin}`);
    expect(again.body).toBe(first.body);
    expect(again.headers['x-cache']).toBe('hit');

    const shown = JSON.parse(first.body).data.listings[0];
    await t.testDb.db.query(
      'UPDATE listings SET list_price = list_price + 1 WHERE listing_key_numeric = $1',
      [shown.ListingKeyNumeric],
    );
    const after = await get(`/api/v1/listings/${austin}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(JSON.parse(after.body).data.listings[0].ListPrice).toBe(shown.ListPrice + 1);
  });

  it('answer the map’s repeated pins area from the cache too, until a write', async () => {
    const first = await get(`/api/v1/map/pins/${austin}`);
    const again = await get(`/api/v1/map/pins/${austin}`);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers['x-cache']).toBe('hit');

    const key = JSON.parse(first.body).data.key[0];
    await t.testDb.db.query('UPDATE listings SET list_price = 1234567 WHERE listing_key_numeric = $1', [key]);
    const after = await get(`/api/v1/map/pins/${austin}`);
    expect(after.headers['x-cache']).toBe('miss');
    // Pins come in no particular order, and an updated row may move: find the listing again.
    const pins = JSON.parse(after.body).data;
    expect(pins.price[pins.key.indexOf(key)]).toBe(1234567);
  });

  it('give another page of a counted match the same total and price range as a fresh count', async () => {
    const page2 = encodeListingsQuery({
      filters: { page: 2, sortBy: 'high-to-low' },
      coordinates: { top: 30.75, bottom: 29.8, left: -98.3, right: -97.2 },
    });
    const cold = JSON.parse((await get(`/api/v1/listings/${page2}`)).body).data;
    const first = JSON.parse((await get(`/api/v1/listings/${austin}`)).body).data;
    expect([cold.total, cold.price_range]).toEqual([first.total, first.price_range]);
  });

  it('forget autocomplete answers after a write too', async () => {
    await get('/api/searchAddress/au');
    expect((await get('/api/searchAddress/au')).headers['x-cache']).toBe('hit');
    await t.testDb.db.exec(
      'UPDATE listings SET city = city WHERE listing_key_numeric = (SELECT min(listing_key_numeric) FROM listings)',
    );
    expect((await get('/api/searchAddress/au')).headers['x-cache']).toBe('miss');
    expect((await get('/api/searchAddress/au')).headers['x-cache']).toBe('hit');
    // City suggestions read the cities too: a seed or migration writing them also starts the cache over.
    await t.testDb.db.exec("UPDATE cities SET name = name WHERE subdomain = 'austin'");
    expect((await get('/api/searchAddress/au')).headers['x-cache']).toBe('miss');
  });

  it('keep answers across writes that change no listing, on PostgreSQL as on PGlite', async () => {
    await get(`/api/v1/listings/${austin}`);
    await t.testDb.db.exec("UPDATE listings SET city = city WHERE city = 'no such city'");
    expect((await get(`/api/v1/listings/${austin}`)).headers['x-cache']).toBe('hit');
  });

  it('count everything but a plain SELECT or WITH … SELECT as a write', () => {
    expect(onlyReads('SELECT 1')).toBe(true);
    expect(onlyReads('\n  WITH hits AS (SELECT 1) SELECT * FROM hits')).toBe(true);
    expect(onlyReads('WITH gone AS (DELETE FROM leads RETURNING id) SELECT count(*) FROM gone')).toBe(false);
    expect(onlyReads('UPDATE listings SET rtlist = 1')).toBe(false);
    expect(onlyReads('SELECT * FROM leads FOR UPDATE')).toBe(false);
    expect(onlyReads('VACUUM ANALYZE listings')).toBe(false);
  });

  it('keep within its bounds, dropping the least recently used, and never serve another generation', () => {
    const cache = new ResultCache<string>({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', 1, 'A', 10);
    cache.set('b', 1, 'B', 10);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C', 10);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('big', 1, 'X', 101);
    expect(cache.get('big', 1)).toBeUndefined();
    cache.set('d', 1, 'D', 95);
    expect(cache.size).toBe(1);
  });
});

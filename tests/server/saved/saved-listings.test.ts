import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeListingsQuery,
  expandMapPins,
  listingsResponseSchema,
  mapPinsResponseSchema,
  noteResponseSchema,
  savedKeysResponseSchema,
  savedListingAddResponseSchema,
  savedListingsResponseSchema,
} from '../../../src/contract';
import { type SignedInClient, signInClient } from '../support/sign-in-client';
import { openTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let ann: SignedInClient;
let bob: SignedInClient;
let keys: number[];

beforeAll(async () => {
  t = await openTestApp(300);
  ann = await signInClient(t.app, t.testDb.db);
  bob = await signInClient(t.app, t.testDb.db);
  // Residential and Active: what the listings screen shows by default, so filterBy=favorite finds them.
  const rows = await t.testDb.db.query<{ key: number }>(
    `SELECT listing_key_numeric::float8 AS key FROM listings
      WHERE property_type = 'Residential' AND mls_status = 'Active' ORDER BY listing_key_numeric LIMIT 4`,
  );
  keys = rows.rows.map((row) => row.key);
});
afterAll(async () => {
  await t?.close();
});

type As = SignedInClient | null;
const call = (as: As, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    ...(as ? { headers: { cookie: as.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

const save = (as: As, key: number, GatewayDesc: string, clientID = as?.clientId ?? 1) =>
  call(as, 'POST', '/api/saved', { ListingKeyNumeric: key, clientID, GatewayDesc });
const keysOf = async (as: SignedInClient, kind: string) => {
  const response = await call(as, 'GET', `/api/saved-keys-numeric/${kind}/${as.clientId}`);
  expect(response.statusCode).toBe(200);
  return v.parse(savedKeysResponseSchema, response.json()).data;
};

describe('every call naming a ClientID is the session client’s own', () => {
  const routes = (id: number): [string, 'GET' | 'POST' | 'DELETE', string, Record<string, unknown>?][] => [
    ['favorites', 'GET', `/api/favorites/${id}`],
    ['compare', 'GET', `/api/compare/${id}`],
    ['favorite keys', 'GET', `/api/saved-keys-numeric/favorite/${id}`],
    ['compare keys', 'GET', `/api/saved-keys-numeric/saved/${id}`],
    ['possibility keys', 'GET', `/api/saved-keys-numeric/possibility/${id}`],
    ['add', 'POST', '/api/saved', { ListingKeyNumeric: 1, clientID: id, GatewayDesc: 'favorite' }],
    ['remove', 'DELETE', `/api/saved/1/${id}/favorite`],
    ['saved searches', 'GET', `/api/v1/saved-search/listings/${id}`],
    ['save search', 'POST', '/api/save-search', { clientId: id, criteria: {} }],
    ['import', 'POST', '/api/v1/saved-search/import', { clientId: id, searches: [] }],
    [
      'favorites filter',
      'GET',
      `/api/v1/listings/${encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: id } })}`,
    ],
    [
      'favorites pins',
      'GET',
      `/api/v1/map/pins/${encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: id } })}`,
    ],
  ];

  it('answers 401 to a visitor who is not signed in', async () => {
    for (const [name, method, url, payload] of routes(ann.clientId)) {
      const response = await call(null, method, url, payload);
      expect([name, response.statusCode]).toEqual([name, 401]);
    }
  });

  it("answers 403 for another client's ClientID", async () => {
    for (const [name, method, url, payload] of routes(ann.clientId)) {
      const response = await call(bob, method, url, payload);
      expect([name, response.statusCode, response.json().error?.code]).toEqual([name, 403, 'forbidden']);
    }
    // …and Ann's lists are untouched by Bob's attempts.
    expect(await keysOf(ann, 'favorite')).toEqual([]);
    expect(await t.testDb.db.query('SELECT 1 FROM saved_searches')).toMatchObject({ rows: [] });
  });
});

describe('favorites and compare', () => {
  it('adds, lists and removes favorites; compare and possibility are separate lists', async () => {
    const [k1, k2, k3] = keys as [number, number, number];
    for (const key of [k1, k2]) expect((await save(ann, key, 'favorite')).statusCode).toBe(200);
    // Adding twice keeps one entry (a double click must not fail or duplicate).
    expect((await save(ann, k1, 'favorite')).statusCode).toBe(200);
    expect((await save(ann, k3, 'saved')).statusCode).toBe(200);
    expect((await save(ann, k2, 'possibility')).statusCode).toBe(200);

    expect(await keysOf(ann, 'favorite')).toEqual([k1, k2]);
    expect(await keysOf(ann, 'saved')).toEqual([k3]);
    expect(await keysOf(ann, 'possibility')).toEqual([k2]);
    expect(await keysOf(bob, 'favorite')).toEqual([]);

    const favorites = v.parse(
      savedListingsResponseSchema,
      (await call(ann, 'GET', `/api/favorites/${ann.clientId}`)).json(),
    );
    // Newest saved first, as full listings the cards can show.
    expect(favorites.data.map((l) => l.ListingKeyNumeric)).toEqual([k2, k1]);
    expect(favorites.data[0]?.Address).toEqual(expect.any(String));
    expect(favorites.data[0]?.GatewayListingsSavedID).toEqual(expect.any(Number));
    const compare = v.parse(
      savedListingsResponseSchema,
      (await call(ann, 'GET', `/api/compare/${ann.clientId}`)).json(),
    );
    expect(compare.data.map((l) => l.ListingKeyNumeric)).toEqual([k3]);
    const possibilities = v.parse(
      savedListingsResponseSchema,
      (await call(ann, 'GET', `/api/possibilities/${ann.clientId}`)).json(),
    );
    expect(possibilities.data.map((l) => l.ListingKeyNumeric)).toEqual([k2]);
    expect((await call(bob, 'GET', `/api/possibilities/${ann.clientId}`)).statusCode).toBe(403);

    const removed = await call(ann, 'DELETE', `/api/saved/${k1}/${ann.clientId}/favorite`);
    expect(removed.statusCode).toBe(200);
    expect(await keysOf(ann, 'favorite')).toEqual([k2]);
    // Removing a favorite leaves the same listing in the other lists.
    expect(await keysOf(ann, 'possibility')).toEqual([k2]);
    const after = v.parse(
      savedListingsResponseSchema,
      (await call(ann, 'GET', `/api/favorites/${ann.clientId}`)).json(),
    );
    expect(after.data.map((l) => l.ListingKeyNumeric)).toEqual([k2]);

    // The favorites filter narrows the list and the map alike, and neither is kept by a shared cache.
    const onlyFavorites = encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: ann.clientId } });
    const list = await call(ann, 'GET', `/api/v1/listings/${onlyFavorites}`);
    expect(
      v.parse(listingsResponseSchema, list.json()).data.listings.map((l) => l.ListingKeyNumeric),
    ).toEqual([k2]);
    const pins = await call(ann, 'GET', `/api/v1/map/pins/${onlyFavorites}`);
    const pinned = expandMapPins(v.parse(mapPinsResponseSchema, pins.json()).data);
    expect(pinned.flatMap((pin) => pin.listings.map((l) => l.ListingKeyNumeric))).toEqual([k2]);
    for (const response of [list, pins]) expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a listing that does not exist and a list that is not one of the three', async () => {
    expect((await save(ann, 999_999_999, 'favorite')).statusCode).toBe(404);
    expect((await save(ann, keys[0] ?? 1, 'wishlist')).statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('keeps HTML in a note as the same literal text, readable only by its owner', async () => {
    const added = v.parse(savedListingAddResponseSchema, (await save(ann, keys[3] ?? 1, 'favorite')).json());
    const id = added.data.GatewayListingsSavedID;
    const note = 'Nice yard <img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const saved = await call(ann, 'POST', '/api/save-note', { GatewayListingsSavedID: id, note });
    expect(saved.statusCode).toBe(200);

    const read = await call(ann, 'GET', `/api/get-note/${id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(v.parse(noteResponseSchema, read.json()).data.note).toBe(note);
    const favorites = v.parse(
      savedListingsResponseSchema,
      (await call(ann, 'GET', `/api/favorites/${ann.clientId}`)).json(),
    );
    expect(favorites.data.find((l) => l.GatewayListingsSavedID === id)?.note).toBe(note);

    expect((await call(bob, 'GET', `/api/get-note/${id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/get-note/${id}`)).statusCode).toBe(401);
    const overwrite = await call(bob, 'POST', '/api/save-note', {
      GatewayListingsSavedID: id,
      note: 'mine now',
    });
    expect(overwrite.statusCode).toBe(403);
    expect(
      v.parse(noteResponseSchema, (await call(ann, 'GET', `/api/get-note/${id}`)).json()).data.note,
    ).toBe(note);
  });

  it('refuses a note longer than 2,000 characters and keeps the old one', async () => {
    const added = v.parse(savedListingAddResponseSchema, (await save(ann, keys[3] ?? 1, 'favorite')).json());
    const id = added.data.GatewayListingsSavedID;
    const long = await call(ann, 'POST', '/api/save-note', {
      GatewayListingsSavedID: id,
      note: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(
      v.parse(noteResponseSchema, (await call(ann, 'GET', `/api/get-note/${id}`)).json()).data.note,
    ).toMatch(/^Nice yard/);
  });
});

describe('GET /api/v1/listings with filterBy=favorite', () => {
  it("answers the session client's favorites only", async () => {
    const [k1, k2] = keys as [number, number];
    await save(bob, k1, 'favorite');
    await save(bob, k2, 'favorite');
    const url = `/api/v1/listings/${encodeListingsQuery({ filters: { filterBy: 'favorite', clientId: bob.clientId } })}`;
    const response = await call(bob, 'GET', url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.total).toBe(2);
    expect(body.data.listings.map((l: { ListingKeyNumeric: number }) => l.ListingKeyNumeric).sort()).toEqual(
      [k1, k2].sort(),
    );
    // The same query as Ann names Bob: refused, not answered with Ann's list.
    expect((await call(ann, 'GET', url)).statusCode).toBe(403);
  });
});

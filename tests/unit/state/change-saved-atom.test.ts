import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeSavedAtom } from '../../../src/state/change-saved-atom';
import { savedFailureAtom } from '../../../src/state/saved-failure-atom';
import { savedKeysAtom, savedServerStateAtom, savedStateAtom } from '../../../src/state/saved-keys-atom';
import { setSessionClientAtom } from '../../../src/state/session-atom';
import { fakeSavedApi, heldBack } from '../screens/saved/fake-saved-api';

const ANA = { ClientID: 5, PartyName: 'Ana' };

/** A page with Ana signed in and her lists loaded, a widget showing them. */
async function anasPage() {
  const store = createStore();
  store.set(setSessionClientAtom, ANA);
  store.sub(savedStateAtom, () => {});
  await store.get(savedServerStateAtom);
  return store;
}

const favorites = (store: ReturnType<typeof createStore>) => [...store.get(savedKeysAtom).favorites];
const cachedFavorites = () => JSON.parse(localStorage.getItem('favoritesKeyNumeric') ?? 'null');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('favoriting a listing', () => {
  it('shows the heart at once, keeps it when the server agrees, and learns the record', async () => {
    const added = heldBack();
    fakeSavedApi({ 'POST /api/saved': added.answer });
    const store = await anasPage();
    const done = store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77 });
    await vi.waitFor(() => expect(favorites(store)).toEqual([77]));
    // The other tabs see it too, before the server has answered.
    expect(cachedFavorites()).toEqual([77]);
    added.release(Response.json({ success: true, data: { GatewayListingsSavedID: 9 } }));
    expect(await done).toBe(true);
    expect(favorites(store)).toEqual([77]);
    expect(store.get(savedStateAtom)?.records.get('favorite:77')?.savedId).toBe(9);
  });

  it('takes the heart back and says why when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSavedApi({
      'POST /api/saved': () =>
        Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
    });
    const store = await anasPage();
    expect(await store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77 })).toBe(false);
    expect(favorites(store)).toEqual([]);
    expect(cachedFavorites()).toEqual([]);
    expect(store.get(savedFailureAtom)).toMatchObject({
      listingKey: 77,
      kind: 'favorite',
      reason: 'network',
    });
  });

  it('puts a removed listing back, note and all, when the session has ended', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () =>
        Response.json({ data: [{ ListingKeyNumeric: 77, GatewayListingsSavedID: 3, note: 'Big yard' }] }),
      'DELETE /api/saved/77/5/favorite': () =>
        Response.json({ error: { code: 'unauthorized', message: 'Please sign in first.' } }, { status: 401 }),
    });
    const store = await anasPage();
    expect(await store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77, on: false })).toBe(false);
    expect(favorites(store)).toEqual([77]);
    expect(store.get(savedStateAtom)?.records.get('favorite:77')?.note).toBe('Big yard');
    expect(store.get(savedFailureAtom)?.reason).toBe('session');
  });

  it('ignores a second click on the same heart while the first is on its way', async () => {
    const added = heldBack();
    const { calls } = fakeSavedApi({ 'POST /api/saved': added.answer });
    const store = await anasPage();
    const first = store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77 });
    await vi.waitFor(() => expect(favorites(store)).toEqual([77]));
    expect(await store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77 })).toBe(false);
    added.release(Response.json({ success: true, data: { GatewayListingsSavedID: 9 } }));
    expect(await first).toBe(true);
    expect(favorites(store)).toEqual([77]);
    expect(calls.filter((call) => call === 'POST /api/saved')).toHaveLength(1);
  });

  it('made while the lists are still loading is not lost when they arrive', async () => {
    const keys = heldBack();
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': keys.answer,
      'POST /api/saved': () => Response.json({ success: true, data: { GatewayListingsSavedID: 9 } }),
    });
    const store = createStore();
    store.set(setSessionClientAtom, ANA);
    store.sub(savedStateAtom, () => {});
    const done = store.set(changeSavedAtom, { kind: 'favorite', listingKey: 77 });
    keys.release(Response.json({ data: [12] }));
    expect(await done).toBe(true);
    expect(favorites(store).sort()).toEqual([12, 77]);
  });
});

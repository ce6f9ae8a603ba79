import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  savedKeysAtom,
  savedKeysReadyAtom,
  savedServerStateAtom,
  savedStateAtom,
} from '../../../src/state/saved-keys-atom';
import { setSessionClientAtom } from '../../../src/state/session-atom';
import { fakeSavedApi, heldBack } from '../screens/saved/fake-saved-api';

const ANA = { ClientID: 5, PartyName: 'Ana' };
const BEN = { ClientID: 6, PartyName: 'Ben' };

/** The hearts a page of client `owner` left in this browser's display cache. */
function cachedFavorites(owner: number, favorites: number[]) {
  localStorage.setItem('bluebonnet:saved-owner', String(owner));
  localStorage.setItem('favoritesKeyNumeric', JSON.stringify(favorites));
  localStorage.setItem('comparesKeyNumeric', '[]');
  localStorage.setItem('possibilityKeyNumeric', '[]');
}

/** A store whose page has `client` signed in, with a widget showing the lists (mounted). */
function signedInPage(client: typeof ANA | null) {
  const store = createStore();
  if (client) store.set(setSessionClientAtom, client);
  store.sub(savedStateAtom, () => {});
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the signed-in client's saved listings", () => {
  it("show the server's three lists, and remember them for the next page", async () => {
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }),
      'GET /api/saved-keys-numeric/saved/5': () => Response.json({ data: [78] }),
      'GET /api/saved-keys-numeric/possibility/5': () => Response.json({ data: [79] }),
      'GET /api/favorites/5': () =>
        Response.json({ data: [{ ListingKeyNumeric: 77, GatewayListingsSavedID: 3, note: 'Big yard' }] }),
    });
    const store = signedInPage(ANA);
    await store.get(savedServerStateAtom);
    const keys = store.get(savedKeysAtom);
    expect([[...keys.favorites], [...keys.compares], [...keys.possibilities]]).toEqual([[77], [78], [79]]);
    expect(store.get(savedStateAtom)?.records.get('favorite:77')?.note).toBe('Big yard');
    expect(JSON.parse(localStorage.getItem('favoritesKeyNumeric') ?? '')).toEqual([77]);
    expect(localStorage.getItem('bluebonnet:saved-owner')).toBe('5');
  });

  it("show the last page's hearts at once while the server's answer is on its way", async () => {
    cachedFavorites(5, [41]);
    const keys = heldBack();
    fakeSavedApi({ 'GET /api/saved-keys-numeric/favorite/5': keys.answer });
    const store = signedInPage(ANA);
    expect(store.get(savedKeysReadyAtom)).toBe(false);
    expect([...store.get(savedKeysAtom).favorites]).toEqual([41]);
    keys.release(Response.json({ data: [42] }));
    await store.get(savedServerStateAtom);
    expect([...store.get(savedKeysAtom).favorites]).toEqual([42]);
    expect(store.get(savedKeysReadyAtom)).toBe(true);
  });

  it("never show another client's cached hearts", () => {
    cachedFavorites(6, [41]);
    fakeSavedApi({ 'GET /api/saved-keys-numeric/favorite/5': heldBack().answer });
    const store = signedInPage(ANA);
    expect(store.get(savedKeysAtom).favorites.size).toBe(0);
  });

  it('keep what the cache shows when the server cannot be reached, and say so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    cachedFavorites(5, [41]);
    fakeSavedApi({
      'GET /api/saved-keys-numeric/saved/5': () =>
        Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
    });
    const store = signedInPage(ANA);
    await store.get(savedServerStateAtom);
    expect([...store.get(savedKeysAtom).favorites]).toEqual([41]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[bluebonnet\] Could not load the saved listings/),
    );
  });

  it('are none for a guest, who is asked nothing', async () => {
    const { calls } = fakeSavedApi({});
    const store = signedInPage(null);
    expect(await store.get(savedServerStateAtom)).toBeNull();
    expect(store.get(savedStateAtom)).toBeNull();
    expect(calls).toEqual([]);
  });

  it("are the newly signed-in client's, even when the previous client's lists answer later", async () => {
    const anas = heldBack();
    fakeSavedApi({
      'GET /api/saved-keys-numeric/favorite/5': anas.answer,
      'GET /api/saved-keys-numeric/favorite/6': () => Response.json({ data: [66] }),
    });
    const store = signedInPage(ANA);
    const anasLists = store.get(savedServerStateAtom);
    store.set(setSessionClientAtom, BEN);
    await store.get(savedServerStateAtom);
    anas.release(Response.json({ data: [55] }));
    await anasLists.catch(() => null);
    expect([...store.get(savedKeysAtom).favorites]).toEqual([66]);
    expect(store.get(savedStateAtom)?.clientId).toBe(6);
  });

  it('follow a change another tab made to the lists', async () => {
    fakeSavedApi({ 'GET /api/saved-keys-numeric/favorite/5': () => Response.json({ data: [77] }) });
    const store = signedInPage(ANA);
    await store.get(savedServerStateAtom);
    cachedFavorites(5, [77, 88]);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'favoritesKeyNumeric',
        newValue: '[77,88]',
        storageArea: localStorage,
      }),
    );
    expect([...store.get(savedKeysAtom).favorites]).toEqual([77, 88]);
  });
});

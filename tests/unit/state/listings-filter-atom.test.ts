import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingsFilterAtom } from '../../../src/state/listings-filter-atom';
import { listingsQueryAtom } from '../../../src/state/listings-query-atom';
import { locationAtom } from '../../../src/state/location-atom';
import { mapFrameSizeAtom } from '../../../src/state/map-frame-size-atom';

/** A store mounted on a page at `url`, as a widget would be (mounting subscribes to popstate). */
function pageAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = createStore();
  // The listings screen has measured its map's frame: the query is the view's.
  store.set(mapFrameSizeAtom, { width: 600, height: 600 });
  const unsubscribe = store.sub(listingsFilterAtom, () => {});
  return { store, unsubscribe };
}

let unmount = () => {};
afterEach(() => {
  unmount();
});

describe('listingsFilterAtom', () => {
  it('reads the filters from the page URL', () => {
    const page = pageAt('/listings?minBedsCount=3&minPrice=abc&pending=true');
    unmount = page.unsubscribe;
    expect(page.store.get(listingsFilterAtom)).toMatchObject({
      minBedsCount: 3,
      minPrice: 0,
      statuses: { active: false, comingSoon: false, pending: true },
    });
  });

  it('writes a filter change into the URL as a new history entry and goes back to page 1', () => {
    const { store, unsubscribe } = pageAt('/listings?page=4&minBedsCount=3#map');
    unmount = unsubscribe;
    const entries = window.history.length;

    store.set(listingsFilterAtom, (state) => ({ ...state, bath: 2 }));

    expect(window.location.pathname).toBe('/listings');
    expect(window.location.search).toBe('?minBedsCount=3&bath=2');
    expect(window.location.hash).toBe('#map');
    expect(window.history.length).toBe(entries + 1);
    expect(store.get(listingsFilterAtom)).toMatchObject({ page: 1, bath: 2, minBedsCount: 3 });
    expect(store.get(listingsQueryAtom)?.filters).toMatchObject({ page: 1, bath: 2, minBedsCount: 3 });
  });

  it("keeps the page when asked: the first view's camera written into the URL is no new search", () => {
    const { store, unsubscribe } = pageAt('/listings?page=3&bath=2');
    unmount = unsubscribe;
    const entries = window.history.length;
    const map = { zoom: 13, center: { latitude: 30.2667, longitude: -97.7333 } };
    store.set(listingsFilterAtom, (state) => ({ ...state, map }), { replace: true, keepPage: true });
    expect(window.location.search).toBe(
      '?page=3&zoom=13&centerLatitude=30.2667&centerLongitude=-97.7333&bath=2',
    );
    expect(window.history.length).toBe(entries);
  });

  it('keeps the page when only the page changes', () => {
    const { store, unsubscribe } = pageAt('/leasing?maxPrice=3000');
    unmount = unsubscribe;
    store.set(listingsFilterAtom, { ...store.get(listingsFilterAtom), page: 3 });
    expect(window.location.search).toBe('?page=3&maxPrice=3000');
  });

  it('restores the previous filters on Back (popstate)', async () => {
    const { store, unsubscribe } = pageAt('/listings?county=travis');
    unmount = unsubscribe;
    store.set(listingsFilterAtom, (state) => ({ ...state, minPrice: 500_000 }));
    expect(store.get(listingsFilterAtom).minPrice).toBe(500_000);

    window.history.back();

    await vi.waitFor(() => expect(window.location.search).toBe('?county=travis'));
    expect(store.get(listingsFilterAtom)).toMatchObject({
      minPrice: 0,
      location: { kind: 'county', value: 'travis' },
    });
    expect(store.get(listingsQueryAtom)?.filters.minPrice).toBeUndefined();
  });

  it('pushes nothing when the filters do not change, and replaces the entry when asked', () => {
    const { store, unsubscribe } = pageAt('/listings?bath=2&sortBy=cheapest');
    unmount = unsubscribe;
    const entries = window.history.length;

    store.set(listingsFilterAtom, (state) => state);
    expect(window.location.search).toBe('?bath=2&sortBy=cheapest');
    expect(window.history.length).toBe(entries);

    store.set(listingsFilterAtom, (state) => ({ ...state, map: { zoom: 12, center: null } }), {
      replace: true,
    });
    expect(window.location.search).toBe('?zoom=12&bath=2');
    expect(window.history.length).toBe(entries);
  });

  it('writes normalised filters: a min above the max lands swapped in the URL', () => {
    const { store, unsubscribe } = pageAt('/open-houses');
    unmount = unsubscribe;
    store.set(listingsFilterAtom, (state) => ({ ...state, minBedsCount: 5, maxBedsCount: 2 }));
    expect(window.location.pathname).toBe('/open-houses');
    expect(window.location.search).toBe('?minBedsCount=2&maxBedsCount=5');
    expect(store.get(locationAtom).search).toBe('?minBedsCount=2&maxBedsCount=5');
  });
});

import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { listingsLocationAtom } from '../../../src/state/listings-location-atom';
import { listingsRouteAtom } from '../../../src/state/listings-route-atom';
import { locationAtom } from '../../../src/state/location-atom';
import { openListingAtom } from '../../../src/state/open-listing-atom';

const listing = { ListingKeyNumeric: 9642648, url: '2631-saddle-club-blvd-spicewood-tx-78669-9642648.html' };
const listingPath = '/2631-saddle-club-blvd-spicewood-tx-78669-9642648';

function storeAt(path: string) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  const unsubscribe = store.sub(locationAtom, () => {});
  return { store, unsubscribe };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the open listing', () => {
  it('pushes the listing path and keeps the list beneath it as it was', () => {
    const { store } = storeAt('/austin?minPrice=300000');
    expect(store.get(openListingAtom)).toBeNull();
    store.set(openListingAtom, listing);
    expect(window.location.pathname).toBe(listingPath);
    expect(store.get(openListingAtom)).toBe(9642648);
    expect(store.get(listingsLocationAtom)).toEqual({ pathname: '/austin', search: '?minPrice=300000' });
    expect(store.get(listingsRouteAtom)).toEqual({ mode: 'city', city: 'austin' });
  });

  it('opens from a page loaded at the listing path, with /listings beneath, and closes to /listings', () => {
    const { store } = storeAt(listingPath);
    expect(store.get(openListingAtom)).toBe(9642648);
    expect(store.get(listingsRouteAtom)).toEqual({ mode: 'listings' });
    store.set(openListingAtom, null);
    expect(window.location.pathname).toBe('/listings');
    expect(store.get(openListingAtom)).toBeNull();
  });

  it('replaces the entry when a similar listing is opened from the modal', () => {
    const { store } = storeAt('/leasing');
    const length = window.history.length;
    store.set(openListingAtom, listing);
    store.set(openListingAtom, {
      ListingKeyNumeric: 6271856,
      url: '3065-heritage-oaks-trl-spicewood-tx-78669-6271856.html',
    });
    expect(window.history.length).toBe(length + 1);
    expect(store.get(openListingAtom)).toBe(6271856);
    expect(store.get(listingsLocationAtom).pathname).toBe('/leasing');
  });

  it('lets the map behind the modal update the page beneath without closing it', () => {
    const { store } = storeAt('/listings');
    store.set(openListingAtom, listing);
    store.set(listingsLocationAtom, { pathname: '/listings', search: '?zoom=12', replace: true });
    expect(store.get(openListingAtom)).toBe(9642648);
    expect(store.get(listingsLocationAtom).search).toBe('?zoom=12');
  });
});

import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { inViewQueryAtom, listingsQueryAtom } from '../../../src/state/listings-query-atom';
import { locationAtom } from '../../../src/state/location-atom';
import { mapBoundsAtom } from '../../../src/state/map-bounds-atom';

function queryAt(pathname: string, search = '') {
  const store = createStore();
  store.set(locationAtom, { pathname, search, replace: true });
  return store.get(listingsQueryAtom);
}

describe('listingsQueryAtom', () => {
  it('asks for page 1 of 50 on /listings', () => {
    expect(queryAt('/listings')).toEqual({ filters: { page: 1, perPage: 50 }, moreFilters: {} });
  });

  it('reads page and sort from the query string', () => {
    const query = queryAt('/listings', '?page=3&sortBy=low-to-high');
    expect(query.filters).toMatchObject({ page: 3, sortBy: 'low-to-high' });
  });

  it('falls back to defaults for malformed parameters instead of failing (SPEC §8)', () => {
    const query = queryAt('/listings', '?page=-2&sortBy=cheapest&From=yesterday');
    expect(query).toEqual({ filters: { page: 1, perPage: 50 }, moreFilters: {} });
  });

  it('forces residential lease on /leasing, open houses on /open-houses or with dates, 20 a page on /listingstest', () => {
    expect(queryAt('/leasing').moreFilters).toEqual({ propertyType: 'ResidentialLease' });
    expect(queryAt('/open-houses').moreFilters).toEqual({ openHouses: true });
    expect(queryAt('/listings', '?From=2026-12-01').moreFilters).toEqual({
      openHouses: true,
      From: '2026-12-01',
    });
    expect(queryAt('/listingstest').filters.perPage).toBe(20);
  });

  it('lists a city on /{city}', () => {
    expect(queryAt('/round-rock').filters.city).toBe('round-rock');
  });

  it('carries every filter of the URL, not only page, sort and dates', () => {
    const query = queryAt(
      '/listings',
      '?county=travis&minPrice=30000&minBedsCount=3&bath=2&pending=true&commercialLease=true&OfficeCLease=true&FireplaceState=true',
    );
    expect(query).toEqual({
      filters: { page: 1, perPage: 50, minPrice: 30_000, minBedsCount: 3, bath: 2, county: 'travis' },
      moreFilters: {
        status: { pending: true },
        propertyType: 'CommercialLease',
        subTypes: ['Office'],
        FireplaceState: true,
      },
    });
  });

  it('keeps the same query object when only the map view in the URL changes, so nothing is fetched again', () => {
    const store = createStore();
    store.set(locationAtom, { pathname: '/listings', search: '?bath=2&zoom=11', replace: true });
    const before = store.get(listingsQueryAtom);
    store.set(locationAtom, { pathname: '/listings', search: '?zoom=12&bath=2', replace: true });
    expect(store.get(listingsQueryAtom)).toBe(before);
    store.set(locationAtom, { pathname: '/listings', search: '?zoom=12&bath=3', replace: true });
    expect(store.get(listingsQueryAtom).filters.bath).toBe(3);
  });

  it("searches the map's visible area with its polygon once the visitor has moved the map (SPEC §2)", () => {
    const store = createStore();
    store.set(locationAtom, { pathname: '/listings', search: '?bath=2', replace: true });
    const bounds = { top: 30.4, right: -97.6, bottom: 30.1, left: -97.9 };
    const polygon: [number, number][] = [
      [-97.9, 30.4],
      [-97.6, 30.4],
      [-97.6, 30.1],
      [-97.9, 30.1],
      [-97.9, 30.4],
    ];
    store.set(mapBoundsAtom, { bounds, polygon });
    // The map's first view feeds its pins, not the list: a first visit loads the list once.
    expect(store.get(listingsQueryAtom).coordinates).toBeUndefined();
    expect(store.get(inViewQueryAtom).coordinates).toEqual({ ...bounds, geosearch: polygon });
    // A drag or zoom writes the camera into the URL; from then on the list follows the view.
    store.set(locationAtom, {
      pathname: '/listings',
      search: '?bath=2&zoom=11&centerLatitude=30.25&centerLongitude=-97.75',
      replace: true,
    });
    expect(store.get(listingsQueryAtom).coordinates).toEqual({ ...bounds, geosearch: polygon });
  });

  it('leaves the map area out while a county, city, ZIP, metro or saved search fixes the area', () => {
    const store = createStore();
    store.set(mapBoundsAtom, {
      bounds: { top: 30.4, right: -97.6, bottom: 30.1, left: -97.9 },
      polygon: [],
    });
    store.set(locationAtom, { pathname: '/listings', search: '?county=travis&zoom=11', replace: true });
    expect(store.get(listingsQueryAtom).coordinates).toBeUndefined();
    store.set(locationAtom, { pathname: '/listings', search: '?region=capital&zoom=11', replace: true });
    expect(store.get(listingsQueryAtom).coordinates).toEqual({
      top: 30.4,
      right: -97.6,
      bottom: 30.1,
      left: -97.9,
    });
  });
});

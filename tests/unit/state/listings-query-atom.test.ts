import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { cameraBox } from '../../../src/map/camera-box';
import { visibleArea } from '../../../src/map/visible-area';
import { listingsQueryAtom } from '../../../src/state/listings-query-atom';
import { locationAtom } from '../../../src/state/location-atom';
import { mapBoundsAtom } from '../../../src/state/map-bounds-atom';
import { mapFrameSizeAtom } from '../../../src/state/map-frame-size-atom';

const frame = { width: 568, height: 598 };
const austin = { lat: 30.2667, lng: -97.7333, zoom: 13 };

/** A store on `pathname` + `search` whose listings screen has measured the map's frame. */
function storeAt(pathname: string, search = '') {
  const store = createStore();
  store.set(locationAtom, { pathname, search, replace: true });
  store.set(mapFrameSizeAtom, frame);
  return store;
}

function queryAt(pathname: string, search = '') {
  const query = storeAt(pathname, search).get(listingsQueryAtom);
  if (!query) throw new Error('a measured frame makes a query');
  return query;
}

const areaOf = (camera: typeof austin) => {
  const { bounds, polygon } = visibleArea(cameraBox(camera, frame));
  return { ...bounds, geosearch: polygon };
};

describe('listingsQueryAtom', () => {
  it("asks for page 1 of 50 on /listings, in Austin's view at zoom 13 from the first load", () => {
    expect(queryAt('/listings')).toEqual({
      filters: { page: 1, perPage: 50 },
      coordinates: areaOf(austin),
      moreFilters: {},
    });
  });

  it("waits for the map's frame to be measured rather than asking for all of Texas first", () => {
    const store = createStore();
    store.set(locationAtom, { pathname: '/listings', search: '?bath=2', replace: true });
    expect(store.get(listingsQueryAtom)).toBeNull();
    // A location fixes the area: nothing to wait for.
    store.set(locationAtom, { pathname: '/listings', search: '?county=travis', replace: true });
    expect(store.get(listingsQueryAtom)?.filters.county).toBe('travis');
  });

  it("searches the URL's camera on the map's frame, and the map's own report once it is on screen", () => {
    const store = storeAt('/leasing', '?zoom=11&centerLatitude=32.78&centerLongitude=-96.8');
    const dallas = { lat: 32.78, lng: -96.8, zoom: 11 };
    expect(store.get(listingsQueryAtom)?.coordinates).toEqual(areaOf(dallas));
    const shown = visibleArea({ north: 32.9, south: 32.6, east: -96.6, west: -97 });
    store.set(mapBoundsAtom, { ...shown, camera: dallas });
    expect(store.get(listingsQueryAtom)?.coordinates).toEqual({ ...shown.bounds, geosearch: shown.polygon });
  });

  it('reads page and sort from the query string', () => {
    const query = queryAt('/listings', '?page=3&sortBy=low-to-high');
    expect(query.filters).toMatchObject({ page: 3, sortBy: 'low-to-high' });
  });

  it('falls back to defaults for malformed parameters instead of failing (SPEC §8)', () => {
    const query = queryAt('/listings', '?page=-2&sortBy=cheapest&From=yesterday');
    expect(query).toEqual({
      filters: { page: 1, perPage: 50 },
      coordinates: areaOf(austin),
      moreFilters: {},
    });
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

  it('lists a city on /{city}, whatever the map shows', () => {
    const query = queryAt('/round-rock');
    expect(query.filters.city).toBe('round-rock');
    expect(query.coordinates).toBeUndefined();
  });

  it('carries every filter of the URL, not only page, sort and dates', () => {
    const query = queryAt(
      '/listings',
      '?county=travis&minPrice=30000&minBedsCount=3&bath=2&pending=true&commercialLease=true&OfficeCLease=true&FireplaceState=true',
    );
    // Beds and baths are not filters of a commercial type (roomFiltersApply): the URL's are dropped.
    expect(query).toEqual({
      filters: { page: 1, perPage: 50, minPrice: 30_000, county: 'travis' },
      moreFilters: {
        status: { pending: true },
        propertyType: 'CommercialLease',
        subTypes: ['Office'],
        FireplaceState: true,
      },
    });
  });

  it('keeps the same query object when only the order of the query string changes, so nothing is fetched again', () => {
    const store = storeAt('/listings', '?bath=2&zoom=11');
    const before = store.get(listingsQueryAtom);
    store.set(locationAtom, { pathname: '/listings', search: '?zoom=11&bath=2', replace: true });
    expect(store.get(listingsQueryAtom)).toBe(before);
    store.set(locationAtom, { pathname: '/listings', search: '?zoom=11&bath=3', replace: true });
    expect(store.get(listingsQueryAtom)?.filters.bath).toBe(3);
  });

  it('leaves the map area out while a county, city, ZIP, metro or saved search fixes the area', () => {
    const store = storeAt('/listings', '?county=travis&zoom=11');
    store.set(mapBoundsAtom, {
      ...visibleArea({ north: 30.4, south: 30.1, east: -97.6, west: -97.9 }),
      camera: austin,
    });
    expect(store.get(listingsQueryAtom)?.coordinates).toBeUndefined();
    store.set(locationAtom, { pathname: '/listings', search: '?region=capital&zoom=11', replace: true });
    expect(store.get(listingsQueryAtom)?.coordinates).toMatchObject({
      top: 30.4,
      right: -97.6,
      bottom: 30.1,
      left: -97.9,
    });
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingsQuerySchema } from '../../../../src/contract';
import { filterStateToQuery } from '../../../../src/lib/listings-filters/filter-state-to-query';
import {
  defaultFilterState,
  type ListingsFilterState,
  type ListingsLocation,
} from '../../../../src/lib/listings-filters/listings-filter-state';
import type { ListingsRoute } from '../../../../src/lib/listings-route';
import { CURRENT_YEAR, routeArb, wildFilterStateArb } from './filter-state-arbitrary';

const LISTINGS: ListingsRoute = { mode: 'listings' };
const BOUNDS = { top: 30.4, right: -97.6, bottom: 30.1, left: -97.9 };
const POLYGON: [number, number][] = [
  [-97.9, 30.4],
  [-97.6, 30.4],
  [-97.6, 30.1],
  [-97.9, 30.1],
];
const base = (route: ListingsRoute = LISTINGS) => defaultFilterState(route, CURRENT_YEAR);
const toQuery = (
  state: ListingsFilterState,
  route: ListingsRoute = LISTINGS,
  options: Parameters<typeof filterStateToQuery>[2] = {},
) => filterStateToQuery(state, route, { currentYear: CURRENT_YEAR, ...options });

describe('filterStateToQuery', () => {
  it('asks for page 1 of 50, or of 20 on /listingstest, and nothing else by default', () => {
    expect(toQuery(base())).toEqual({ filters: { page: 1, perPage: 50 }, moreFilters: {} });
    const test: ListingsRoute = { mode: 'test' };
    expect(toQuery(base(test), test)).toEqual({ filters: { page: 1, perPage: 20 }, moreFilters: {} });
  });

  it('maps every filter to its place in the contract', () => {
    const state: ListingsFilterState = {
      ...base(),
      sortBy: 'high-to-low',
      page: 4,
      minPrice: 200_000,
      maxPrice: 750_000,
      minBedsCount: 2,
      maxBedsCount: 4,
      bath: 2,
      squareMin: 1500,
      squareMax: 3000,
      lotSizeMin: 8000,
      lotSizeMax: 43_560,
      levelsMin: 1.5,
      levelsMax: 3,
      garageMin: 1,
      garageMax: 3,
      yearBuildMin: 1990,
      yearBuildMax: 2015,
      listedDate: 7,
      statuses: {
        active: true,
        activeUnderContract: true,
        comingSoon: false,
        contingent: false,
        pending: false,
        closed: false,
      },
      propertyType: 'ResidentialIncome',
      subTypes: ['Duplex', 'Triplex'],
      ourListings: true,
      From: '2026-06-01',
      To: '2026-06-08',
      openHouses: true,
      PrimaryBedonMainState: true,
      FireplaceState: true,
      AccessibilityFeaturesState: true,
      location: { kind: 'PostalCode', value: '78701' },
      filterBy: 'favorite',
      clientId: 42,
      saveSearch: 9,
      map: { zoom: 12, center: { latitude: 30.3, longitude: -97.7 } },
    };
    expect(toQuery(state, LISTINGS, { bounds: BOUNDS })).toEqual({
      filters: {
        page: 4,
        perPage: 50,
        sortBy: 'high-to-low',
        minPrice: 200_000,
        maxPrice: 750_000,
        minBedsCount: 2,
        maxBedsCount: 4,
        bath: 2,
        filterBy: 'favorite',
        clientId: 42,
        saveSearch: 9,
        PostalCode: '78701',
      },
      moreFilters: {
        status: { active: true, activeUnderContract: true },
        propertyType: 'ResidentialIncome',
        subTypes: ['Duplex', 'Triplex'],
        squareMin: 1500,
        lotSizeMin: 8000,
        levelsMin: 1.5,
        garageMin: 1,
        yearBuildMin: 1990,
        squareMax: 3000,
        lotSizeMax: 43_560,
        levelsMax: 3,
        garageMax: 3,
        yearBuildMax: 2015,
        listedDate: 7,
        ourListings: true,
        openHouses: true,
        From: '2026-06-01',
        To: '2026-06-08',
        PrimaryBedonMainState: true,
        FireplaceState: true,
        AccessibilityFeaturesState: true,
      },
    });
  });

  it("sends the route's own rules: residential lease on /leasing, open houses on /open-houses, the city on /{city}", () => {
    const leasing: ListingsRoute = { mode: 'leasing' };
    expect(toQuery(base(leasing), leasing).moreFilters).toEqual({ propertyType: 'ResidentialLease' });
    const openHouses: ListingsRoute = { mode: 'open-houses' };
    expect(toQuery(base(openHouses), openHouses).moreFilters).toEqual({ openHouses: true });
    const city: ListingsRoute = { mode: 'city', city: 'round-rock' };
    expect(toQuery(base(city), city).filters).toEqual({ page: 1, perPage: 50, city: 'round-rock' });
  });

  it("leaves out a max price at the type's ceiling ('Max' is any price) but sends one below it", () => {
    const leasing: ListingsRoute = { mode: 'leasing' };
    expect(toQuery({ ...base(leasing), maxPrice: 10_000 }, leasing).filters.maxPrice).toBeUndefined();
    expect(toQuery({ ...base(leasing), maxPrice: 8000 }, leasing).filters.maxPrice).toBe(8000);
    const lease = { ...base(), propertyType: 'CommercialLease' as const };
    expect(toQuery({ ...lease, maxPrice: 100_000 }).filters.maxPrice).toBeUndefined();
    expect(toQuery({ ...lease, maxPrice: 99_000 }).filters.maxPrice).toBe(99_000);
  });

  it('normalises first: a min above its max is sent swapped', () => {
    expect(toQuery({ ...base(), minPrice: 900_000, maxPrice: 300_000 }).filters).toMatchObject({
      minPrice: 300_000,
      maxPrice: 900_000,
    });
  });
});

describe('filterStateToQuery: map bounds (SPEC §2 map behaviour)', () => {
  it('sends the visible area and its polygon while no location drives the search', () => {
    expect(toQuery(base(), LISTINGS, { bounds: BOUNDS, polygon: POLYGON }).coordinates).toEqual({
      ...BOUNDS,
      geosearch: POLYGON,
    });
    expect(toQuery(base(), LISTINGS, { bounds: BOUNDS }).coordinates).toEqual(BOUNDS);
    expect(toQuery(base(), LISTINGS).coordinates).toBeUndefined();
  });

  it.each<ListingsLocation>([
    { kind: 'metro', value: 'austin' },
    { kind: 'county', value: 'travis' },
    { kind: 'city', value: 'austin' },
    { kind: 'PostalCode', value: '78701' },
  ])('drops the bounds when a $kind is chosen', (location) => {
    const query = toQuery({ ...base(), location }, LISTINGS, { bounds: BOUNDS, polygon: POLYGON });
    expect(query.coordinates).toBeUndefined();
    expect(query.filters[location.kind]).toBe(location.value);
  });

  it('drops the bounds on a /{city} route and with a saved search, keeps them with a region', () => {
    const city: ListingsRoute = { mode: 'city', city: 'austin' };
    expect(toQuery(base(city), city, { bounds: BOUNDS }).coordinates).toBeUndefined();
    expect(toQuery({ ...base(), saveSearch: 3 }, LISTINGS, { bounds: BOUNDS }).coordinates).toBeUndefined();
    const region = { ...base(), location: { kind: 'region' as const, value: 'central-texas' } };
    expect(toQuery(region, LISTINGS, { bounds: BOUNDS }).coordinates).toEqual(BOUNDS);
  });

  it('drops a box the API would reject, and a polygon outside 3 … 500 valid points', () => {
    expect(
      toQuery(base(), LISTINGS, { bounds: { ...BOUNDS, top: 30, bottom: 31 } }).coordinates,
    ).toBeUndefined();
    expect(
      toQuery(base(), LISTINGS, { bounds: { ...BOUNDS, left: Number.NaN } }).coordinates,
    ).toBeUndefined();
    expect(toQuery(base(), LISTINGS, { bounds: { ...BOUNDS, top: 95 } }).coordinates).toBeUndefined();
    expect(toQuery(base(), LISTINGS, { bounds: BOUNDS, polygon: POLYGON.slice(0, 2) }).coordinates).toEqual(
      BOUNDS,
    );
    const huge = Array.from({ length: 501 }, (): [number, number] => [-97.7, 30.3]);
    expect(toQuery(base(), LISTINGS, { bounds: BOUNDS, polygon: huge }).coordinates).toEqual(BOUNDS);
    expect(
      toQuery(base(), LISTINGS, { bounds: BOUNDS, polygon: [...POLYGON, [200, 30]] }).coordinates,
    ).toEqual(BOUNDS);
  });
});

describe('filterStateToQuery: always a valid API query', () => {
  const degrees = (limit: number) =>
    fc.oneof(fc.double({ min: -limit, max: limit, noNaN: true }), fc.double());
  const boundsArb = fc.record({
    top: degrees(90),
    right: degrees(180),
    bottom: degrees(90),
    left: degrees(180),
  });
  const polygonArb = fc.array(fc.tuple(degrees(180), degrees(90)), { maxLength: 8 });

  it('parses with listingsQuerySchema, unchanged, for any state, route, bounds and polygon', () => {
    fc.assert(
      fc.property(
        routeArb.chain((route) => fc.tuple(fc.constant(route), wildFilterStateArb(route))),
        fc.option(boundsArb, { nil: undefined }),
        fc.option(polygonArb, { nil: undefined }),
        ([route, state], bounds, polygon) => {
          const query = toQuery(state, route, { bounds, polygon });
          const result = v.safeParse(listingsQuerySchema, query);
          expect(result.issues).toBeUndefined();
          expect(result.output).toEqual(query);
        },
      ),
      { numRuns: 1000 },
    );
    // 1000 drawn states take 1–3 s on an idle machine; the limit leaves room for a busy one, not a hang.
  }, 30_000);
});

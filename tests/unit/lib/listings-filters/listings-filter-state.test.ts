import { describe, expect, it } from 'vitest';
import { changePropertyType } from '../../../../src/lib/listings-filters/change-property-type';
import { filterPriceCeiling } from '../../../../src/lib/listings-filters/filter-price-ceiling';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';
import { normalizeFilterState } from '../../../../src/lib/listings-filters/normalize-filter-state';
import type { ListingsRoute } from '../../../../src/lib/listings-route';
import { CURRENT_YEAR } from './filter-state-arbitrary';

const LISTINGS: ListingsRoute = { mode: 'listings' };
const LEASING: ListingsRoute = { mode: 'leasing' };

describe('defaultFilterState (SPEC §4 filter defaults)', () => {
  it('holds the SPEC defaults on /listings', () => {
    expect(defaultFilterState(LISTINGS, 2026)).toEqual({
      sortBy: null,
      page: 1,
      minPrice: 0,
      maxPrice: 10_000_000,
      minBedsCount: 0,
      maxBedsCount: 7,
      bath: 0,
      squareMin: 0,
      squareMax: 5_000_000,
      lotSizeMin: 0,
      lotSizeMax: 4_356_000_000,
      levelsMin: 0,
      levelsMax: 10,
      garageMin: 0,
      garageMax: 500,
      yearBuildMin: 1799,
      yearBuildMax: 2026,
      listedDate: 4000,
      statuses: {
        active: true,
        activeUnderContract: false,
        comingSoon: true,
        contingent: false,
        pending: false,
        closed: false,
      },
      propertyType: 'Residential',
      subTypes: [],
      ourListings: false,
      openHouses: false,
      From: null,
      To: null,
      PrimaryBedonMainState: false,
      FireplaceState: false,
      AccessibilityFeaturesState: false,
      location: null,
      map: { zoom: null, center: null },
      boundary: null,
      filterBy: null,
      clientId: null,
      saveSearch: null,
    });
  });

  it('is mode-aware: lease 0 … 10,000 on /leasing, open houses on /open-houses, the city on /{city}', () => {
    expect(defaultFilterState(LEASING, 2026)).toMatchObject({
      propertyType: 'ResidentialLease',
      maxPrice: 10_000,
    });
    expect(defaultFilterState({ mode: 'open-houses' }, 2026).openHouses).toBe(true);
    expect(defaultFilterState({ mode: 'city', city: 'san-marcos' }, 2026).location).toEqual({
      kind: 'city',
      value: 'san-marcos',
    });
    expect(defaultFilterState({ mode: 'test' }, 2026)).toEqual(defaultFilterState(LISTINGS, 2026));
  });

  it('is itself normalised on every route', () => {
    for (const route of [
      LISTINGS,
      LEASING,
      { mode: 'open-houses' },
      { mode: 'test' },
      { mode: 'city', city: 'waco' },
    ] as const) {
      const defaults = defaultFilterState(route, CURRENT_YEAR);
      expect(normalizeFilterState(defaults, route, CURRENT_YEAR)).toEqual(defaults);
    }
  });
});

describe('filterPriceCeiling (SPEC §2, §4)', () => {
  it.each([
    ['Residential', LISTINGS, 10_000_000],
    ['ResidentialLease', LISTINGS, 50_000],
    ['ResidentialLease', LEASING, 10_000],
    ['ResidentialIncome', LISTINGS, 10_000_000],
    ['CommercialSale', LISTINGS, 10_000_000],
    ['CommercialLease', LISTINGS, 100_000],
    ['Farm', LISTINGS, 10_000_000],
    ['Land', LISTINGS, 10_000_000],
  ] as const)('%s on %o tops out at %d', (type, route, ceiling) => {
    expect(filterPriceCeiling(type, route)).toBe(ceiling);
  });
});

describe('normalizeFilterState', () => {
  const base = defaultFilterState(LISTINGS, CURRENT_YEAR);
  const normalize = (state: typeof base, route: ListingsRoute = LISTINGS) =>
    normalizeFilterState(state, route, CURRENT_YEAR);

  it('keeps only sub-types the type offers, in catalogue order, once each', () => {
    expect(
      normalize({ ...base, subTypes: ['Townhouse', 'Office', 'Condominium', 'Townhouse'] }).subTypes,
    ).toEqual(['Condominium', 'Townhouse']);
  });

  it('drops a clientId without the favorites filter, a lone coordinate and an invalid location', () => {
    expect(normalize({ ...base, clientId: 5 }).clientId).toBeNull();
    expect(normalize({ ...base, location: { kind: 'PostalCode', value: 'abcde' } }).location).toBeNull();
    expect(
      normalize({ ...base, map: { zoom: 9, center: { latitude: 30, longitude: Number.NaN } } }).map,
    ).toEqual({
      zoom: 9,
      center: null,
    });
  });

  it('drops beds and baths for commercial types, whose listings have none to filter on (issue 22)', () => {
    const rooms = { ...base, minBedsCount: 3, maxBedsCount: 5, bath: 2 };
    for (const propertyType of ['CommercialSale', 'CommercialLease'] as const) {
      expect(normalize({ ...rooms, propertyType })).toMatchObject({
        propertyType,
        minBedsCount: 0,
        maxBedsCount: 7,
        bath: 0,
      });
    }
    expect(normalize({ ...rooms, propertyType: 'Farm' })).toMatchObject({ minBedsCount: 3, bath: 2 });
  });

  it('puts a state back to defaults field by field when values are out of bounds', () => {
    expect(
      normalize({ ...base, page: 0, bath: 9, garageMax: -1, levelsMin: Number.NaN, minBedsCount: 2.5 }),
    ).toEqual(base);
  });
});

describe('changePropertyType (SPEC §4: the type is exclusive)', () => {
  it('resets sub-types and the price range to the new type', () => {
    const state = {
      ...defaultFilterState(LISTINGS, 2026),
      subTypes: ['Duplex'],
      minPrice: 400_000,
      maxPrice: 900_000,
    };
    expect(changePropertyType(state, 'CommercialLease', LISTINGS)).toEqual({
      ...state,
      propertyType: 'CommercialLease',
      subTypes: [],
      minPrice: 0,
      maxPrice: 100_000,
    });
  });

  it('changes nothing when the type stays, or on /leasing', () => {
    const state = { ...defaultFilterState(LISTINGS, 2026), subTypes: ['Duplex'] };
    expect(changePropertyType(state, 'Residential', LISTINGS)).toBe(state);
    const lease = defaultFilterState(LEASING, 2026);
    expect(changePropertyType(lease, 'Land', LEASING)).toBe(lease);
  });
});

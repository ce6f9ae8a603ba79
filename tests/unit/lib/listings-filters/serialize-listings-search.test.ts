import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, SUB_TYPE_FLAG_SUFFIX, SUB_TYPES_BY_PROPERTY_TYPE } from '../../../../src/contract';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';
import { normalizeFilterState } from '../../../../src/lib/listings-filters/normalize-filter-state';
import { parseListingsSearch } from '../../../../src/lib/listings-filters/parse-listings-search';
import { serializeListingsSearch } from '../../../../src/lib/listings-filters/serialize-listings-search';
import type { ListingsRoute } from '../../../../src/lib/listings-route';
import { CURRENT_YEAR, filterStateArb, routeArb, wildFilterStateArb } from './filter-state-arbitrary';

const LISTINGS: ListingsRoute = { mode: 'listings' };
const serialize = (state: Parameters<typeof serializeListingsSearch>[0], route: ListingsRoute = LISTINGS) =>
  serializeListingsSearch(state, route, CURRENT_YEAR);
const parse = (search: string, route: ListingsRoute) => parseListingsSearch(search, route, CURRENT_YEAR);

describe('serializeListingsSearch', () => {
  it('writes nothing for the defaults of every route', () => {
    const routes: ListingsRoute[] = [
      { mode: 'listings' },
      { mode: 'leasing' },
      { mode: 'open-houses' },
      { mode: 'test' },
      { mode: 'city', city: 'round-rock' },
    ];
    for (const route of routes) expect(serialize(defaultFilterState(route, CURRENT_YEAR), route)).toBe('');
  });

  it('writes only what differs from the defaults, flags as name=true, in SPEC §2 order', () => {
    const state = {
      ...defaultFilterState(LISTINGS, CURRENT_YEAR),
      page: 2,
      sortBy: 'low-to-high' as const,
      location: { kind: 'county' as const, value: 'travis' },
      map: { zoom: 11, center: { latitude: 30.25, longitude: -97.75 } },
      From: '2026-06-01',
      minPrice: 300_000,
      minBedsCount: 3,
      bath: 2,
      listedDate: 30 as const,
      garageMin: 2,
      FireplaceState: true,
      ourListings: true,
      openHouses: true,
      statuses: {
        active: true,
        activeUnderContract: false,
        comingSoon: false,
        contingent: false,
        pending: true,
        closed: false,
      },
      propertyType: 'Farm' as const,
      subTypes: ['Ranch', 'Farm'],
    };
    expect(serialize(state)).toBe(
      '?page=2&sortBy=low-to-high&county=travis&zoom=11&centerLatitude=30.25&centerLongitude=-97.75&From=2026-06-01' +
        '&minPrice=300000&minBedsCount=3&bath=2&listedDate=30&garageMin=2&FireplaceState=true&ourListings=true' +
        '&active=true&pending=true&farm=true&FarmFarmSub=true&RanchFarmSub=true',
    );
  });

  it('writes favorites, saved search and the sub-type flags with their SPEC suffixes', () => {
    const base = defaultFilterState(LISTINGS, CURRENT_YEAR);
    expect(serialize({ ...base, filterBy: 'favorite', clientId: 42, saveSearch: 7 })).toBe(
      '?filterBy=favorite&clientId=42&saveSearch=7',
    );
    expect(serialize({ ...base, subTypes: ['SingleFamilyResidence'] })).toBe(
      '?SingleFamilyResidenceResSub=true',
    );
    expect(serialize({ ...base, propertyType: 'CommercialLease', subTypes: ['Office'] })).toBe(
      '?commercialLease=true&OfficeCLease=true',
    );
    expect(serialize({ ...base, propertyType: 'CommercialSale', subTypes: ['Warehouse'] })).toBe(
      '?commercialSale=true&Warehouse=true',
    );
  });

  it('leaves out what the route implies and a max price at the type ceiling', () => {
    const leasing: ListingsRoute = { mode: 'leasing' };
    const lease = defaultFilterState(leasing, CURRENT_YEAR);
    expect(serialize({ ...lease, subTypes: ['Townhouse'], maxPrice: 10_000 }, leasing)).toBe(
      '?TownhouseResLeaseSub=true',
    );
    expect(serialize({ ...lease, maxPrice: 2500 }, leasing)).toBe('?maxPrice=2500');

    const openHouses: ListingsRoute = { mode: 'open-houses' };
    expect(serialize({ ...defaultFilterState(openHouses, CURRENT_YEAR), To: '2026-06-08' }, openHouses)).toBe(
      '?To=2026-06-08',
    );
    const city: ListingsRoute = { mode: 'city', city: 'austin' };
    expect(serialize(defaultFilterState(city, CURRENT_YEAR), city)).toBe('');
    expect(
      serialize(
        { ...defaultFilterState(city, CURRENT_YEAR), location: { kind: 'PostalCode', value: '78701' } },
        city,
      ),
    ).toBe('?PostalCode=78701');

    const base = defaultFilterState(LISTINGS, CURRENT_YEAR);
    expect(serialize({ ...base, propertyType: 'CommercialLease', maxPrice: 100_000 })).toBe(
      '?commercialLease=true',
    );
    expect(serialize({ ...base, openHouses: true })).toBe('?openHouses=true');
  });

  it('writes a normalised state: swapped ranges, no empty status set, the legacy feature values as true', () => {
    const base = defaultFilterState(LISTINGS, CURRENT_YEAR);
    expect(serialize({ ...base, minBedsCount: 5, maxBedsCount: 2 })).toBe('?minBedsCount=2&maxBedsCount=5');
    const none = {
      active: false,
      activeUnderContract: false,
      comingSoon: false,
      contingent: false,
      pending: false,
      closed: false,
    };
    expect(serialize({ ...base, statuses: none })).toBe('');
    expect(
      serializeListingsSearch(parse('PrimaryBedonMainState=masterOnMain', LISTINGS), LISTINGS, CURRENT_YEAR),
    ).toBe('?PrimaryBedonMainState=true');
  });

  it('round-trips every normalised state: parse(serialize(x)) = x', () => {
    fc.assert(
      fc.property(
        routeArb.chain((route) => fc.tuple(fc.constant(route), filterStateArb(route))),
        ([route, state]) => {
          // The arbitrary must itself produce normalised states, or the round trip proves little.
          expect(normalizeFilterState(state, route, CURRENT_YEAR)).toEqual(state);
          expect(parse(serialize(state, route), route)).toEqual(state);
        },
      ),
      { numRuns: 1000 },
    );
    // 1000 drawn states take 1–3 s on an idle machine; the limit leaves room for a busy one, not a hang.
  }, 30_000);

  it('round-trips any state to its normalised form, and normalising is idempotent', () => {
    fc.assert(
      fc.property(
        routeArb.chain((route) => fc.tuple(fc.constant(route), wildFilterStateArb(route))),
        ([route, state]) => {
          const normal = normalizeFilterState(state, route, CURRENT_YEAR);
          expect(normalizeFilterState(normal, route, CURRENT_YEAR)).toEqual(normal);
          expect(parse(serialize(state, route), route)).toEqual(normal);
        },
      ),
      { numRuns: 500 },
    );
    // 500 drawn states take 1–3 s on an idle machine; the limit leaves room for a busy one, not a hang.
  }, 30_000);
});

const PARAMETER_NAMES = [
  'page',
  'sortBy',
  'metro',
  'county',
  'city',
  'region',
  'PostalCode',
  'zoom',
  'centerLatitude',
  'centerLongitude',
  'boundary',
  'filterBy',
  'clientId',
  'saveSearch',
  'From',
  'To',
  'minPrice',
  'maxPrice',
  'minBedsCount',
  'maxBedsCount',
  'bath',
  'listedDate',
  'squareMin',
  'squareMax',
  'lotSizeMin',
  'lotSizeMax',
  'levelsMin',
  'levelsMax',
  'garageMin',
  'garageMax',
  'yearBuildMin',
  'yearBuildMax',
  'PrimaryBedonMainState',
  'FireplaceState',
  'AccessibilityFeaturesState',
  'ourListings',
  'openHouses',
  'active',
  'activeUnderContract',
  'comingSoon',
  'contingent',
  'pending',
  'closed',
  'residential',
  'residentialLease',
  'residentialIncome',
  'commercialSale',
  'commercialLease',
  'farm',
  'land',
  ...PROPERTY_TYPES.flatMap((type) =>
    SUB_TYPES_BY_PROPERTY_TYPE[type].map((name) => `${name}${SUB_TYPE_FLAG_SUFFIX[type]}`),
  ),
];
const VALUES = [
  'true',
  'false',
  '',
  '0',
  '1',
  '2',
  '3',
  '7',
  '30',
  '4000',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  'NaN',
  'abc',
  '78701',
  'austin',
  'Austin',
  'favorite',
  '2026-06-01',
  '2026-02-30',
  '30.2667',
  '-97.7333',
  '13',
  '10000000',
  '99999999999',
  'newest',
  'low-to-high',
  'masterOnMain',
  ' 5',
  '5 ',
  // Drawn boundaries: a good one (Austin), one cut short, one of two corners, and garbage.
  'g_94F_x90SAgxT_wTAA_wT',
  'g_94F_x90SAgxT_wTAA_w',
  'g_94F_x90SAgxT',
  '!!',
];

/** Query strings of real parameter names with plausible, odd and random values, plus plain noise. */
const searchArb = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...PARAMETER_NAMES) },
          { weight: 1, arbitrary: fc.string() },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
          { weight: 1, arbitrary: fc.string() },
          { weight: 1, arbitrary: fc.double().map(String) },
          { weight: 1, arbitrary: fc.integer().map(String) },
        ),
      ),
      { maxLength: 25 },
    )
    .map((pairs) => `?${new URLSearchParams(pairs)}`),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

describe('serializeListingsSearch ∘ parseListingsSearch', () => {
  it('is stable over any query string, garbage included: a second pass changes nothing', () => {
    fc.assert(
      fc.property(routeArb, searchArb, (route, search) => {
        const state = parse(search, route);
        const clean = serialize(state, route);
        expect(parse(clean, route)).toEqual(state);
        expect(serialize(parse(clean, route), route)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
    // 2,000 runs take ~2 s on an idle machine; the limit leaves room for a busy CI box, not for a hang.
  }, 30_000);
});

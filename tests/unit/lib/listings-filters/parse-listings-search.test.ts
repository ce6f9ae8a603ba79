import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, type PropertyType, SUB_TYPES_BY_PROPERTY_TYPE } from '../../../../src/contract';
import {
  defaultFilterState,
  type ListingsFilterState,
} from '../../../../src/lib/listings-filters/listings-filter-state';
import { parseListingsSearch } from '../../../../src/lib/listings-filters/parse-listings-search';
import type { ListingsRoute } from '../../../../src/lib/listings-route';
import { CURRENT_YEAR } from './filter-state-arbitrary';

const LISTINGS: ListingsRoute = { mode: 'listings' };
const LEASING: ListingsRoute = { mode: 'leasing' };
const OPEN_HOUSES: ListingsRoute = { mode: 'open-houses' };

const parse = (search: string, route: ListingsRoute = LISTINGS) =>
  parseListingsSearch(search, route, CURRENT_YEAR);
const defaults = (route: ListingsRoute = LISTINGS) => defaultFilterState(route, CURRENT_YEAR);
/** The state of `search` must differ from the defaults in exactly `changes`. */
const expectParsed = (
  search: string,
  changes: Partial<ListingsFilterState>,
  route: ListingsRoute = LISTINGS,
) => expect(parse(search, route)).toEqual({ ...defaults(route), ...changes });

describe('parseListingsSearch: every SPEC §2 parameter', () => {
  it.each<[string, Partial<ListingsFilterState>]>([
    ['page=3', { page: 3 }],
    ['sortBy=oldest', { sortBy: 'oldest' }],
    ['sortBy=newest', { sortBy: 'newest' }],
    ['sortBy=low-to-high', { sortBy: 'low-to-high' }],
    ['sortBy=high-to-low', { sortBy: 'high-to-low' }],
    ['metro=dallas-fort-worth', { location: { kind: 'metro', value: 'dallas-fort-worth' } }],
    ['county=travis', { location: { kind: 'county', value: 'travis' } }],
    ['city=round-rock', { location: { kind: 'city', value: 'round-rock' } }],
    ['region=central-texas', { location: { kind: 'region', value: 'central-texas' } }],
    ['PostalCode=78701', { location: { kind: 'PostalCode', value: '78701' } }],
    ['zoom=11.5', { map: { zoom: 11.5, center: null } }],
    [
      'centerLatitude=30.2667&centerLongitude=-97.7333',
      { map: { zoom: null, center: { latitude: 30.2667, longitude: -97.7333 } } },
    ],
    ['filterBy=favorite&clientId=42', { filterBy: 'favorite', clientId: 42 }],
    ['filterBy=favorite', { filterBy: 'favorite' }],
    ['saveSearch=17', { saveSearch: 17 }],
    ['From=2026-05-02', { From: '2026-05-02', openHouses: true }],
    ['To=2026-05-09', { To: '2026-05-09', openHouses: true }],
    ['minPrice=250000', { minPrice: 250_000 }],
    ['maxPrice=900000', { maxPrice: 900_000 }],
    ['minBedsCount=2', { minBedsCount: 2 }],
    ['maxBedsCount=4', { maxBedsCount: 4 }],
    ['bath=3', { bath: 3 }],
    ['listedDate=1', { listedDate: 1 }],
    ['listedDate=7', { listedDate: 7 }],
    ['listedDate=30', { listedDate: 30 }],
    ['listedDate=90', { listedDate: 90 }],
    ['squareMin=1500', { squareMin: 1500 }],
    ['squareMax=3000', { squareMax: 3000 }],
    ['lotSizeMin=10890', { lotSizeMin: 10_890 }],
    ['lotSizeMax=43560', { lotSizeMax: 43_560 }],
    ['levelsMin=1.5', { levelsMin: 1.5 }],
    ['levelsMax=2', { levelsMax: 2 }],
    ['garageMin=2', { garageMin: 2 }],
    ['garageMax=3', { garageMax: 3 }],
    ['yearBuildMin=1990', { yearBuildMin: 1990 }],
    ['yearBuildMax=2010', { yearBuildMax: 2010 }],
    ['PrimaryBedonMainState=true', { PrimaryBedonMainState: true }],
    ['FireplaceState=true', { FireplaceState: true }],
    ['AccessibilityFeaturesState=true', { AccessibilityFeaturesState: true }],
    ['ourListings=true', { ourListings: true }],
    ['openHouses=true', { openHouses: true }],
  ])('reads %s', (search, changes) => {
    expectParsed(search, changes);
  });

  it("reads the old panel's feature values as on, and 'false' as off", () => {
    expectParsed(
      'PrimaryBedonMainState=masterOnMain&FireplaceState=fireplace&AccessibilityFeaturesState=accessibility',
      {
        PrimaryBedonMainState: true,
        FireplaceState: true,
        AccessibilityFeaturesState: true,
      },
    );
    expectParsed('PrimaryBedonMainState=false&FireplaceState=fireplaces&ourListings=yes', {});
  });

  it('accepts a leading ? or none, and reads the first of a repeated parameter', () => {
    expect(parse('?bath=2')).toEqual(parse('bath=2'));
    expectParsed('bath=2&bath=4', { bath: 2 });
  });

  it('reads many parameters together', () => {
    expectParsed(
      '?page=2&sortBy=low-to-high&county=travis&minPrice=300000&maxPrice=800000&minBedsCount=3&bath=2&listedDate=30&garageMin=2&pending=true&active=true',
      {
        page: 2,
        sortBy: 'low-to-high',
        location: { kind: 'county', value: 'travis' },
        minPrice: 300_000,
        maxPrice: 800_000,
        minBedsCount: 3,
        bath: 2,
        listedDate: 30,
        garageMin: 2,
        statuses: { ...defaults().statuses, comingSoon: false, pending: true },
      },
    );
  });
});

describe('parseListingsSearch: flag families', () => {
  it.each(['active', 'activeUnderContract', 'comingSoon', 'contingent', 'pending', 'closed'] as const)(
    'status %s=true alone chooses exactly that status',
    (flag) => {
      const { statuses } = parse(`${flag}=true`);
      expect(Object.entries(statuses).filter(([, on]) => on)).toEqual([[flag, true]]);
    },
  );

  it('keeps the default statuses (Active, ComingSoon) when no status flag is true', () => {
    const expected = {
      active: true,
      activeUnderContract: false,
      comingSoon: true,
      contingent: false,
      pending: false,
      closed: false,
    };
    expect(parse('').statuses).toEqual(expected);
    expect(parse('active=false&comingSoon=false').statuses).toEqual(expected);
    expect(parse('closed=1').statuses).toEqual(expected);
  });

  it.each<[string, PropertyType]>([
    ['residential', 'Residential'],
    ['residentialLease', 'ResidentialLease'],
    ['residentialIncome', 'ResidentialIncome'],
    ['commercialSale', 'CommercialSale'],
    ['commercialLease', 'CommercialLease'],
    ['farm', 'Farm'],
    ['land', 'Land'],
  ])('property type flag %s=true selects %s', (flag, propertyType) => {
    expect(parse(`${flag}=true`).propertyType).toBe(propertyType);
    expect(parse(`${flag}=false`).propertyType).toBe('Residential');
  });

  it('lets the first type in display order win when several type flags are on (the type is exclusive)', () => {
    expect(parse('land=true&commercialSale=true').propertyType).toBe('CommercialSale');
  });

  // Suffixes written out here, not taken from the code under test (SPEC §2).
  const SUFFIX: Record<PropertyType, string> = {
    Residential: 'ResSub',
    ResidentialLease: 'ResLeaseSub',
    ResidentialIncome: 'ResIncomeSub',
    CommercialSale: '',
    CommercialLease: 'CLease',
    Farm: 'FarmSub',
    Land: 'LandSub',
  };
  const TYPE_FLAG: Record<PropertyType, string> = {
    Residential: 'residential',
    ResidentialLease: 'residentialLease',
    ResidentialIncome: 'residentialIncome',
    CommercialSale: 'commercialSale',
    CommercialLease: 'commercialLease',
    Farm: 'farm',
    Land: 'land',
  };

  it.each(
    PROPERTY_TYPES.flatMap((type) =>
      SUB_TYPES_BY_PROPERTY_TYPE[type].map((subType) => [type, subType] as const),
    ),
  )('%s sub-type %s reads from its suffixed flag', (type, subType) => {
    const state = parse(`${TYPE_FLAG[type]}=true&${subType}${SUFFIX[type]}=true`);
    expect(state.propertyType).toBe(type);
    expect(state.subTypes).toEqual([subType]);
  });

  it('reads the SPEC examples and several sub-types, in catalogue order', () => {
    expect(parse('SingleFamilyResidenceResSub=true').subTypes).toEqual(['SingleFamilyResidence']);
    expect(parse('commercialLease=true&OfficeCLease=true').subTypes).toEqual(['Office']);
    expect(parse('commercialSale=true&Warehouse=true&Office=true').subTypes).toEqual(['Office', 'Warehouse']);
    expect(parse('TownhouseResSub=true&CondominiumResSub=true&DuplexResSub=false').subTypes).toEqual([
      'Condominium',
      'Townhouse',
    ]);
  });

  it("ignores sub-type flags of a type that is not chosen, and names the type doesn't offer", () => {
    expect(parse('OfficeCLease=true&Warehouse=true&CabinLandSub=true').subTypes).toEqual([]);
    expect(parse('commercialSale=true&ImprovedLandCLease=true&CondominiumResSub=true').subTypes).toEqual([]);
    expect(parse('CastleResSub=true').subTypes).toEqual([]);
  });
});

describe('parseListingsSearch: malformed values fall back to their default alone (SPEC §5, §8)', () => {
  it('keeps 3 beds next to a non-numeric min price, and reads a non-numeric max as the ceiling', () => {
    expectParsed('minPrice=abc&minBedsCount=3', { minBedsCount: 3 });
    expectParsed('maxPrice=lots&bath=2', { bath: 2 });
    expect(parse('maxPrice=abc').maxPrice).toBe(10_000_000);
  });

  it.each([
    'page=0',
    'page=-2',
    'page=1.5',
    'page=two',
    'sortBy=cheapest',
    'minPrice=',
    'minPrice=%241%2C000',
    'minPrice=-5',
    'minPrice=0x10',
    'maxPrice=1e',
    'minBedsCount=2.5',
    'bath=+1',
    'listedDate=5',
    'listedDate=any',
    'squareMin=1%2C500',
    'levelsMin=one',
    'garageMax=Infinity',
    'yearBuildMin=19a0',
    'metro=Dallas',
    'county=travis_county',
    'city=round%20rock',
    'region=',
    'PostalCode=7870',
    'PostalCode=787011',
    'zoom=far',
    'zoom=-3',
    'centerLatitude=north&centerLongitude=-97.7',
    'centerLatitude=30.2',
    'filterBy=favourite&clientId=42',
    'clientId=42',
    'filterBy=favorite&clientId=0',
    'saveSearch=abc',
    'From=yesterday',
    'From=2025-02-30',
    'To=05%2F09%2F2026',
    'active=yes',
    'residentialLease=1',
    'openHouses=on',
  ])('%s alone changes nothing (but favorites) and spares garageMin=2 next to it', (search) => {
    const state = parse(`${search}&garageMin=2`);
    expect(state.garageMin).toBe(2);
    expect({ ...state, garageMin: 0, filterBy: null }).toEqual(defaults());
  });
});

describe('parseListingsSearch: out-of-range values are dropped, not clamped', () => {
  it.each([
    ['minBedsCount=8', 'minBedsCount', 0],
    ['maxBedsCount=9', 'maxBedsCount', 7],
    ['bath=6', 'bath', 0],
    ['minPrice=100000001', 'minPrice', 0],
    ['maxPrice=100000001', 'maxPrice', 10_000_000],
    ['squareMin=5000001', 'squareMin', 0],
    ['lotSizeMin=4356000001', 'lotSizeMin', 0],
    ['levelsMin=11', 'levelsMin', 0],
    ['garageMin=501', 'garageMin', 0],
    ['yearBuildMin=1798', 'yearBuildMin', 1799],
    [`yearBuildMin=${CURRENT_YEAR + 1}`, 'yearBuildMin', 1799],
    [`yearBuildMax=${CURRENT_YEAR + 1}`, 'yearBuildMax', CURRENT_YEAR],
    ['zoom=4', 'map', { zoom: null, center: null }],
    ['zoom=23', 'map', { zoom: null, center: null }],
    ['centerLatitude=91&centerLongitude=0', 'map', { zoom: null, center: null }],
    ['centerLatitude=0&centerLongitude=-181', 'map', { zoom: null, center: null }],
  ] as const)('%s → %s stays %j', (search, key, value) => {
    expect(parse(search)[key]).toEqual(value);
  });

  it('accepts the bounds themselves', () => {
    expectParsed('maxBedsCount=7&minBedsCount=7&squareMax=5000000&levelsMax=10&garageMax=500', {
      minBedsCount: 7,
    });
    expectParsed(`yearBuildMin=1799&yearBuildMax=${CURRENT_YEAR}&minPrice=10000000`, {
      minPrice: 10_000_000,
    });
  });

  it('clamps a price above the type ceiling to the ceiling (still "any price" at the top)', () => {
    expect(parse('maxPrice=20000000')).toMatchObject({ maxPrice: 10_000_000 });
    expect(parse('minPrice=20000000')).toMatchObject({ minPrice: 10_000_000, maxPrice: 10_000_000 });
    expect(parse('residentialLease=true&maxPrice=60000')).toMatchObject({ maxPrice: 50_000 });
    expect(parse('commercialLease=true&minPrice=150000')).toMatchObject({
      minPrice: 100_000,
      maxPrice: 100_000,
    });
    expect(parse('minPrice=20000', LEASING)).toMatchObject({ minPrice: 10_000, maxPrice: 10_000 });
  });

  it('rounds map coordinates to 1e-6 degrees and zoom to 0.01', () => {
    expect(parse('zoom=12.3456&centerLatitude=30.26666666&centerLongitude=-97.73333333').map).toEqual({
      zoom: 12.35,
      center: { latitude: 30.266667, longitude: -97.733333 },
    });
  });
});

describe('parseListingsSearch: swaps and derived rules', () => {
  it('swaps a min above its max (SPEC §5), for every range', () => {
    expectParsed(
      'minPrice=900000&maxPrice=300000&minBedsCount=5&maxBedsCount=2&squareMin=3000&squareMax=1000&lotSizeMin=43560&lotSizeMax=8000&levelsMin=3&levelsMax=1.5&garageMin=4&garageMax=1&yearBuildMin=2015&yearBuildMax=1990',
      {
        minPrice: 300_000,
        maxPrice: 900_000,
        minBedsCount: 2,
        maxBedsCount: 5,
        squareMin: 1000,
        squareMax: 3000,
        lotSizeMin: 8000,
        lotSizeMax: 43_560,
        levelsMin: 1.5,
        levelsMax: 3,
        garageMin: 1,
        garageMax: 4,
        yearBuildMin: 1990,
        yearBuildMax: 2015,
      },
    );
  });

  it('swaps an open-house From after its To', () => {
    expect(parse('From=2026-06-10&To=2026-06-01')).toMatchObject({ From: '2026-06-01', To: '2026-06-10' });
  });

  it('turns open-house mode on on /open-houses whatever the URL says, and whenever From or To is present', () => {
    expectParsed('', { openHouses: true }, OPEN_HOUSES);
    expectParsed('openHouses=false', { openHouses: true }, OPEN_HOUSES);
    expect(defaults(OPEN_HOUSES).openHouses).toBe(true);
    expect(parse('From=2026-06-01&openHouses=false').openHouses).toBe(true);
    expect(parse('openHouses=false').openHouses).toBe(false);
  });

  it('forces residential lease on /leasing, with its 10,000 price ceiling, whatever the URL says', () => {
    expect(defaults(LEASING)).toMatchObject({
      propertyType: 'ResidentialLease',
      minPrice: 0,
      maxPrice: 10_000,
    });
    expectParsed('commercialSale=true&Warehouse=true&residential=true', {}, LEASING);
    expectParsed(
      'OfficeResLeaseSub=true&TownhouseResSub=true&maxPrice=4000',
      { subTypes: ['Office'], maxPrice: 4000 },
      LEASING,
    );
  });

  it('lets the most specific location win when the URL carries several', () => {
    const all = 'region=central-texas&metro=austin&county=travis&city=austin&PostalCode=78701';
    expect(parse(all).location).toEqual({ kind: 'PostalCode', value: '78701' });
    expect(parse(all.replace('78701', 'x')).location).toEqual({ kind: 'city', value: 'austin' });
    expect(parse('metro=austin&region=central-texas').location).toEqual({ kind: 'metro', value: 'austin' });
  });

  it('lists the city of a /{city} route unless the query names a location', () => {
    const city: ListingsRoute = { mode: 'city', city: 'round-rock' };
    expect(parse('', city).location).toEqual({ kind: 'city', value: 'round-rock' });
    expect(parse('PostalCode=78664', city).location).toEqual({ kind: 'PostalCode', value: '78664' });
    expect(parse('county=williamson', city).location).toEqual({ kind: 'county', value: 'williamson' });
  });

  it('drops a clientId without filterBy=favorite', () => {
    expect(parse('clientId=42')).toMatchObject({ filterBy: null, clientId: null });
  });
});

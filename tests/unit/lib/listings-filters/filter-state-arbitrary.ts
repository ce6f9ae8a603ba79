import fc from 'fast-check';
import * as v from 'valibot';
import { PROPERTY_TYPES, SUB_TYPES_BY_PROPERTY_TYPE } from '../../../../src/contract';
import { filterPriceCeiling } from '../../../../src/lib/listings-filters/filter-price-ceiling';
import {
  LISTED_DATE_VALUES,
  type ListingsFilterState,
  type ListingsLocation,
  LOCATION_KINDS,
} from '../../../../src/lib/listings-filters/listings-filter-state';
import { roomFiltersApply } from '../../../../src/lib/listings-filters/room-filters-apply';
import {
  MAX_BOUNDARY_POINTS,
  type SearchBoundary,
  searchBoundarySchema,
} from '../../../../src/lib/listings-filters/search-boundary';
import { DEFAULT_STATUS_FLAGS } from '../../../../src/lib/listings-filters/status-flags';
import type { ListingsRoute } from '../../../../src/lib/listings-route';

export const CURRENT_YEAR = new Date().getFullYear();

export const slugArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('-'));

export const routeArb: fc.Arbitrary<ListingsRoute> = fc.oneof(
  fc.constant({ mode: 'listings' as const }),
  fc.constant({ mode: 'leasing' as const }),
  fc.constant({ mode: 'open-houses' as const }),
  fc.constant({ mode: 'test' as const }),
  slugArb.map((city) => ({ mode: 'city' as const, city })),
);

/** Half the time the default, so generated states look like real ones (mostly defaults, a few filters). */
function orDefault<T>(fallback: T, arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof(fc.constant(fallback), arb);
}

function orderedPair(arb: fc.Arbitrary<number>, low: number, high: number): fc.Arbitrary<[number, number]> {
  return fc
    .tuple(orDefault(low, arb), orDefault(high, arb))
    .map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
}

const ints = (min: number, max: number) => fc.integer({ min, max });
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
// Levels: the option values most of the time, any quarter or arbitrary double the rest.
const levels = fc.oneof(
  fc.constantFrom(0, 1, 1.5, 2, 3, 4, 10),
  fc.double({ min: 0, max: 10, noNaN: true }).map((value) => value + 0),
);

const locationArb: fc.Arbitrary<ListingsLocation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(...LOCATION_KINDS.filter((kind) => kind !== 'PostalCode')),
    value: slugArb,
  }),
  fc.record({ kind: fc.constant('PostalCode' as const), value: fc.stringMatching(/^\d{5}$/) }),
);

const units = (limit: number) => fc.integer({ min: -limit * 1e5, max: limit * 1e5 }).map((n) => n / 1e5 + 0);
const worldCorner = fc.tuple(units(180), units(90));
// Drawn around Texas: corners close together, as a visitor draws them (short deltas in the encoding).
const texasCorner = fc.tuple(
  fc.integer({ min: -10_700_000, max: -9_300_000 }).map((n) => n / 1e5),
  fc.integer({ min: 2_550_000, max: 3_650_000 }).map((n) => n / 1e5),
);

/** Normalised drawn areas: anywhere on Earth or within Texas, 3 … MAX_BOUNDARY_POINTS corners. */
export const boundaryArb: fc.Arbitrary<SearchBoundary> = fc
  .oneof(
    fc.array(worldCorner, { minLength: 3, maxLength: 12 }),
    fc.array(texasCorner, { minLength: 3, maxLength: MAX_BOUNDARY_POINTS }),
  )
  .filter((ring) => {
    // Random corners may repeat or all lie on a line; only what the parser could produce is kept.
    const result = v.safeParse(searchBoundarySchema, ring);
    return result.success && result.output.length === ring.length;
  });

/** Normalised filter states on `route`: what the parser can produce, so they must survive a URL round trip. */
export function filterStateArb(route: ListingsRoute): fc.Arbitrary<ListingsFilterState> {
  const typeArb =
    route.mode === 'leasing' ? fc.constant('ResidentialLease' as const) : fc.constantFrom(...PROPERTY_TYPES);
  return typeArb.chain((propertyType) => {
    const ceiling = filterPriceCeiling(propertyType, route);
    const routeCity: ListingsLocation | null =
      route.mode === 'city' ? { kind: 'city', value: route.city } : null;
    return fc
      .record({
        sortBy: orDefault(null, fc.constantFrom('oldest', 'newest', 'low-to-high', 'high-to-low' as const)),
        page: orDefault(1, id),
        price: orderedPair(ints(0, ceiling), 0, ceiling),
        beds: orderedPair(ints(0, 7), 0, 7),
        bath: ints(0, 5),
        square: orderedPair(ints(0, 5_000_000), 0, 5_000_000),
        lot: orderedPair(ints(0, 4_356_000_000), 0, 4_356_000_000),
        levels: orderedPair(levels, 0, 10),
        garage: orderedPair(ints(0, 500), 0, 500),
        year: orderedPair(ints(1799, CURRENT_YEAR), 1799, CURRENT_YEAR),
        listedDate: fc.constantFrom(...LISTED_DATE_VALUES),
        statuses: orDefault(
          DEFAULT_STATUS_FLAGS,
          fc
            .record({
              active: fc.boolean(),
              activeUnderContract: fc.boolean(),
              comingSoon: fc.boolean(),
              contingent: fc.boolean(),
              pending: fc.boolean(),
              closed: fc.boolean(),
            })
            .filter((flags) => Object.values(flags).some(Boolean)),
        ),
        subTypes: fc.subarray([...SUB_TYPES_BY_PROPERTY_TYPE[propertyType]]),
        ourListings: fc.boolean(),
        openHouses: fc.boolean(),
        dates: orderedPair(
          isoDate.map((date) => Date.parse(date)),
          Number.NaN,
          Number.NaN,
        ),
        features: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
        location: orDefault(routeCity, locationArb),
        zoom: orDefault(
          null,
          ints(500, 2200).map((hundredths) => hundredths / 100),
        ),
        center: orDefault(
          null,
          fc.record({
            latitude: ints(-90_000_000, 90_000_000).map((micro) => micro / 1e6 + 0),
            longitude: ints(-180_000_000, 180_000_000).map((micro) => micro / 1e6 + 0),
          }),
        ),
        boundary: orDefault(null, boundaryArb),
        favorites: orDefault(
          null,
          orDefault(null, id).map((clientId) => ({ clientId })),
        ),
        saveSearch: orDefault(null, id),
      })
      .map((r): ListingsFilterState => {
        const day = (time: number) => (Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10));
        const From = day(r.dates[0]);
        const To = day(r.dates[1]);
        // Commercial types have no beds or bath filter: theirs stay at the defaults.
        const rooms = roomFiltersApply(propertyType);
        return {
          sortBy: r.sortBy,
          page: r.page,
          minPrice: r.price[0],
          maxPrice: r.price[1],
          minBedsCount: rooms ? r.beds[0] : 0,
          maxBedsCount: rooms ? r.beds[1] : 7,
          bath: rooms ? r.bath : 0,
          squareMin: r.square[0],
          squareMax: r.square[1],
          lotSizeMin: r.lot[0],
          lotSizeMax: r.lot[1],
          levelsMin: r.levels[0],
          levelsMax: r.levels[1],
          garageMin: r.garage[0],
          garageMax: r.garage[1],
          yearBuildMin: r.year[0],
          yearBuildMax: r.year[1],
          listedDate: r.listedDate,
          statuses: r.statuses,
          propertyType,
          subTypes: r.subTypes,
          ourListings: r.ourListings,
          openHouses: r.openHouses || route.mode === 'open-houses' || From !== null || To !== null,
          From,
          To,
          PrimaryBedonMainState: r.features[0],
          FireplaceState: r.features[1],
          AccessibilityFeaturesState: r.features[2],
          location: r.location,
          map: { zoom: r.zoom, center: r.center },
          boundary: r.boundary,
          filterBy: r.favorites === null ? null : 'favorite',
          clientId: r.favorites?.clientId ?? null,
          saveSearch: r.saveSearch,
        };
      });
  });
}

const wildNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, -0, 1e300, 0.5, 4_356_000_001, 100_000_001),
);
const wildText = fc.oneof(
  fc.string(),
  fc.constantFrom('', '2025-02-30', 'Austin', '7870', 'SingleFamilyResidence'),
);

/**
 * Any state the type allows, sane or not (NaN prices, ZIP codes of letters, a min above its max, foreign
 * sub-types, dates out of order): what careless UI code could hand to the atom or to toQuery.
 */
export function wildFilterStateArb(route: ListingsRoute): fc.Arbitrary<ListingsFilterState> {
  return fc.tuple(filterStateArb(route), fc.constantFrom(...PROPERTY_TYPES)).chain(([base, otherType]) =>
    fc
      .record(
        {
          minPrice: wildNumber,
          maxPrice: wildNumber,
          minBedsCount: wildNumber,
          maxBedsCount: wildNumber,
          bath: wildNumber,
          squareMin: wildNumber,
          levelsMax: wildNumber,
          garageMin: wildNumber,
          yearBuildMin: wildNumber,
          yearBuildMax: wildNumber,
          page: wildNumber,
          propertyType: fc.constantFrom(...PROPERTY_TYPES),
          subTypes: fc.array(fc.oneof(fc.constantFrom(...SUB_TYPES_BY_PROPERTY_TYPE[otherType]), wildText)),
          statuses: fc.record({
            active: fc.boolean(),
            activeUnderContract: fc.boolean(),
            comingSoon: fc.boolean(),
            contingent: fc.boolean(),
            pending: fc.boolean(),
            closed: fc.boolean(),
          }),
          openHouses: fc.boolean(),
          From: fc.oneof(fc.constant(null), isoDate, wildText),
          To: fc.oneof(fc.constant(null), isoDate, wildText),
          location: fc.oneof(
            fc.constant(null),
            locationArb,
            fc.record({ kind: fc.constantFrom(...LOCATION_KINDS), value: wildText }),
          ),
          map: fc.record({
            zoom: fc.oneof(fc.constant(null), wildNumber),
            center: fc.oneof(fc.constant(null), fc.record({ latitude: wildNumber, longitude: wildNumber })),
          }),
          boundary: fc.oneof(
            fc.constant(null),
            boundaryArb,
            fc.array(fc.tuple(wildNumber, wildNumber), { maxLength: 120 }),
          ),
          clientId: fc.oneof(fc.constant(null), wildNumber),
          saveSearch: fc.oneof(fc.constant(null), wildNumber),
        },
        { requiredKeys: [] },
      )
      .map((wild): ListingsFilterState => ({ ...base, ...wild })),
  );
}

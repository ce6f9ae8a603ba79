// @vitest-environment happy-dom
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  decodeListingsQuery,
  encodeListingsQuery,
  LISTINGS_QUERY_DEFAULTS,
  type ListingsQuery,
  listingsQuerySchema,
  PROPERTY_TYPES,
} from '../../../src/contract';

const finite = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value));
const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('-'));
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const year = fc.integer({ min: 1799, max: new Date().getFullYear() + 2 });
const lat = finite(-90, 90);
const lng = finite(-180, 180);

const filters = fc.record(
  {
    sortBy: fc.constantFrom('oldest', 'newest', 'low-to-high', 'high-to-low'),
    page: fc.integer({ min: 1, max: 100_000 }),
    perPage: fc.constantFrom(50, 20),
    minPrice: fc.integer({ min: 0, max: 100_000_000 }),
    maxPrice: fc.integer({ min: 0, max: 100_000_000 }),
    minBedsCount: fc.integer({ min: 0, max: 7 }),
    maxBedsCount: fc.integer({ min: 0, max: 7 }),
    bath: fc.integer({ min: 0, max: 5 }),
    filterBy: fc.constant('favorite'),
    clientId: fc.integer({ min: 1, max: 2 ** 31 }),
    saveSearch: fc.integer({ min: 1, max: 2 ** 31 }),
    region: slug,
    metro: slug,
    county: slug,
    city: slug,
    PostalCode: fc.stringMatching(/^\d{5}$/),
  },
  { requiredKeys: [] },
);

const coordinates = fc
  .record(
    {
      top: lat,
      right: lng,
      bottom: lat,
      left: lng,
      geosearch: fc.array(fc.tuple(lng, lat), { minLength: 3, maxLength: 12 }),
    },
    { requiredKeys: ['top', 'right', 'bottom', 'left'] },
  )
  .map((box) => ({ ...box, top: Math.max(box.top, box.bottom), bottom: Math.min(box.top, box.bottom) }));

const moreFilters = fc.record(
  {
    status: fc.record(
      {
        active: fc.boolean(),
        activeUnderContract: fc.boolean(),
        comingSoon: fc.boolean(),
        contingent: fc.boolean(),
        pending: fc.boolean(),
        closed: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    subTypes: fc.array(fc.stringMatching(/^[A-Z][A-Za-z]{0,20}$/), { maxLength: 40 }),
    squareMin: finite(0, 5_000_000),
    squareMax: finite(0, 5_000_000),
    lotSizeMin: finite(0, 4_356_000_000),
    lotSizeMax: finite(0, 4_356_000_000),
    levelsMin: fc.constantFrom(0, 1, 1.5, 2, 3, 10),
    levelsMax: fc.constantFrom(0, 1, 1.5, 2, 3, 10),
    garageMin: finite(0, 500),
    garageMax: finite(0, 500),
    yearBuildMin: year,
    yearBuildMax: year,
    listedDate: fc.integer({ min: 1, max: 4000 }),
    ourListings: fc.boolean(),
    openHouses: fc.boolean(),
    From: isoDate,
    To: isoDate,
    PrimaryBedonMainState: fc.boolean(),
    FireplaceState: fc.boolean(),
    AccessibilityFeaturesState: fc.boolean(),
  },
  { requiredKeys: [] },
);

const query: fc.Arbitrary<ListingsQuery> = fc.record(
  { filters, coordinates, moreFilters },
  { requiredKeys: ['filters'] },
);

describe('encodeListingsQuery / decodeListingsQuery', () => {
  it('round-trips every valid query', () => {
    fc.assert(
      fc.property(query, (value) => {
        expect(decodeListingsQuery(encodeListingsQuery(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('reads a segment that the router already percent-decoded', () => {
    fc.assert(
      fc.property(query, (value) => {
        expect(decodeListingsQuery(JSON.stringify(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('encodes to a single path segment', () => {
    const segment = encodeListingsQuery({
      filters: { city: 'round-rock' },
      moreFilters: { From: '2025-06-14' },
    });
    expect(segment).not.toMatch(/[/?#{}" ]/);
    expect(segment).toBe(
      encodeURIComponent('{"filters":{"city":"round-rock"},"moreFilters":{"From":"2025-06-14"}}'),
    );
  });

  it('never throws, whatever the segment', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (segment) => {
        const result = decodeListingsQuery(segment);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
    // fc.json() draws large documents: on two busy cores 100 of them outlast vitest's 5 s default.
  }, 30_000);

  it('reports bad percent-encoding', () => {
    const result = decodeListingsQuery('%E0%A4%A');
    expect(result).toMatchObject({ ok: false, message: 'The listings query is not valid percent-encoding' });
  });

  it('reports bad JSON', () => {
    const result = decodeListingsQuery(encodeURIComponent('{"filters":{"page":1}'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^The listings query is not valid JSON: /);
      expect(result.issues).toEqual([{ path: '', message: result.message }]);
    }
  });

  it('names the field and the rule of a schema failure', () => {
    const result = decodeListingsQuery(encodeListingsQuery({ filters: { page: 0 } }));
    expect(result).toEqual({
      ok: false,
      message: 'filters.page: Expected an integer >= 1',
      issues: [{ path: 'filters.page', message: 'Expected an integer >= 1' }],
    });
  });

  it('lists every failing field', () => {
    const segment = JSON.stringify({
      filters: { perPage: 30, PostalCode: '7870', city: 'Round Rock' },
      coordinates: { top: 30, right: -97, bottom: 31, left: -98, geosearch: [[-97, 30]] },
      moreFilters: { propertyType: 'Castle', To: '2025-02-30', yearBuildMin: 1700 },
    });
    const result = decodeListingsQuery(segment);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.path).sort()).toEqual([
        'coordinates.geosearch',
        'coordinates.top',
        'filters.PostalCode',
        'filters.city',
        'filters.perPage',
        'moreFilters.To',
        'moreFilters.propertyType',
        'moreFilters.yearBuildMin',
      ]);
      expect(result.message).toContain('filters.perPage: Expected 50 or 20');
      expect(result.message).toContain('coordinates.geosearch: Expected 3 to 500 points');
    }
  });

  it('rejects a query that is not an object', () => {
    expect(decodeListingsQuery('[1,2]')).toMatchObject({
      ok: false,
      message: 'The listings query must be a JSON object',
    });
    expect(decodeListingsQuery(encodeURIComponent('null')).ok).toBe(false);
  });
});

describe('listingsQuerySchema', () => {
  it('treats a missing filters object as empty', () => {
    expect(v.parse(listingsQuerySchema, {})).toEqual({ filters: {} });
  });

  it('accepts the bounds of SPEC §9 and rejects just past them', () => {
    const ok = (more: object) => v.is(listingsQuerySchema, { filters: {}, moreFilters: more });
    expect(ok({ lotSizeMax: 4_356_000_000, squareMax: 5_000_000, garageMax: 500, levelsMax: 10 })).toBe(true);
    expect(ok({ lotSizeMax: 4_356_000_001 })).toBe(false);
    expect(ok({ squareMax: 5_000_001 })).toBe(false);
    expect(ok({ levelsMax: 10.5 })).toBe(false);
    expect(ok({ listedDate: 4001 })).toBe(false);
    expect(ok({ yearBuildMax: new Date().getFullYear() + 2 })).toBe(true);
    expect(ok({ yearBuildMax: new Date().getFullYear() + 3 })).toBe(false);
    expect(v.is(listingsQuerySchema, { filters: { maxPrice: 100_000_001 } })).toBe(false);
    expect(v.is(listingsQuerySchema, { filters: { minPrice: 1500.5 } })).toBe(false);
    expect(v.is(listingsQuerySchema, { filters: { maxBedsCount: 8 } })).toBe(false);
    expect(v.is(listingsQuerySchema, { filters: { bath: 6 } })).toBe(false);
  });

  it('rejects sub-type names that are not camel case, and more than 40', () => {
    const withSubTypes = (subTypes: string[]) => ({ filters: {}, moreFilters: { subTypes } });
    expect(v.is(listingsQuerySchema, withSubTypes(['SingleFamilyResidence']))).toBe(true);
    expect(v.is(listingsQuerySchema, withSubTypes(['Single Family Residence']))).toBe(false);
    expect(v.is(listingsQuerySchema, withSubTypes(Array.from({ length: 41 }, () => 'Duplex')))).toBe(false);
  });

  it('accepts the defaults constant as a query', () => {
    const result = v.safeParse(listingsQuerySchema, LISTINGS_QUERY_DEFAULTS);
    expect(result.issues).toBeUndefined();
    expect(LISTINGS_QUERY_DEFAULTS.filters).toMatchObject({ sortBy: 'newest', page: 1, perPage: 50 });
    expect(LISTINGS_QUERY_DEFAULTS.moreFilters.status).toMatchObject({
      active: true,
      comingSoon: true,
      closed: false,
    });
  });
});

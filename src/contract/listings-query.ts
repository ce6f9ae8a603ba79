import * as v from 'valibot';
import { isoDateSchema } from './iso-date';
import { PROPERTY_TYPES } from './property-types';
import { slugSchema } from './slug';

// Messages name the rule so `decodeListingsQuery` can report e.g. 'filters.page: Expected an integer >= 1'.
function integerIn(min: number, max: number) {
  const message = `Expected an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

function numberIn(min: number, max: number) {
  const message = `Expected a number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.minValue(min, message), v.maxValue(max, message));
}

function integerFrom(min: number) {
  const message = `Expected an integer >= ${min}`;
  return v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message));
}

const flag = v.optional(v.boolean('Expected true or false'));
const latitude = numberIn(-90, 90);
const longitude = numberIn(-180, 180);

// Read at validation time, so a long-running server does not freeze the year it started in.
const yearBuilt = v.pipe(
  v.number(),
  v.integer(),
  v.check(
    (year) => year >= 1799 && year <= new Date().getFullYear() + 2,
    (issue) => `Expected a year from 1799 to ${new Date().getFullYear() + 2} but received ${issue.input}`,
  ),
);

/** The sort orders of the list (SPEC §9); none means the server's default, newest first. */
export const LISTINGS_SORT_ORDERS = ['oldest', 'newest', 'low-to-high', 'high-to-low'] as const;

const filtersSchema = v.object({
  sortBy: v.optional(v.picklist(LISTINGS_SORT_ORDERS)),
  page: v.optional(integerFrom(1)),
  /** 20 is the /listingstest variant. */
  perPage: v.optional(v.picklist([50, 20], 'Expected 50 or 20')),
  /** Whole dollars. */
  minPrice: v.optional(integerIn(0, 100_000_000)),
  maxPrice: v.optional(integerIn(0, 100_000_000)),
  minBedsCount: v.optional(integerIn(0, 7)),
  maxBedsCount: v.optional(integerIn(0, 7)),
  bath: v.optional(integerIn(0, 5)),
  filterBy: v.optional(v.literal('favorite', "Expected 'favorite'")),
  /** Checked against the session by the server; never trusted on its own (DESIGN rulings). */
  clientId: v.optional(integerFrom(1)),
  /** Id of a saved search to apply. */
  saveSearch: v.optional(integerFrom(1)),
  region: v.optional(slugSchema),
  metro: v.optional(slugSchema),
  county: v.optional(slugSchema),
  city: v.optional(slugSchema),
  PostalCode: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'Expected a 5-digit ZIP code'))),
});

const coordinatesSchema = v.pipe(
  v.object({
    top: latitude,
    right: longitude,
    bottom: latitude,
    left: longitude,
    /** The visible map area as a polygon of [lng, lat] points. */
    geosearch: v.optional(
      v.pipe(
        v.array(v.tuple([longitude, latitude])),
        v.minLength(3, 'Expected 3 to 500 points'),
        v.maxLength(500, 'Expected 3 to 500 points'),
      ),
    ),
  }),
  v.forward(
    v.partialCheck([['top'], ['bottom']], (box) => box.top >= box.bottom, 'Expected top >= bottom'),
    ['top'],
  ),
);

const statusSchema = v.object({
  active: flag,
  activeUnderContract: flag,
  comingSoon: flag,
  contingent: flag,
  pending: flag,
  closed: flag,
});

const moreFiltersSchema = v.object({
  /** No flag set means the default statuses (Active and ComingSoon). */
  status: v.optional(statusSchema),
  propertyType: v.optional(v.picklist(PROPERTY_TYPES, `Expected one of ${PROPERTY_TYPES.join(', ')}`)),
  /** Camel-case sub-type names (SUB_TYPES_BY_PROPERTY_TYPE). */
  subTypes: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]{0,59}$/, 'Expected a camel-case sub-type name'))),
      v.maxLength(40, 'Expected at most 40 sub-types'),
    ),
  ),
  squareMin: v.optional(numberIn(0, 5_000_000)),
  squareMax: v.optional(numberIn(0, 5_000_000)),
  /** Square feet (43,560 per acre). */
  lotSizeMin: v.optional(numberIn(0, 4_356_000_000)),
  lotSizeMax: v.optional(numberIn(0, 4_356_000_000)),
  /** Levels: 1, 1.5, 2, 3; 10 is the top ('3+'). */
  levelsMin: v.optional(numberIn(0, 10)),
  levelsMax: v.optional(numberIn(0, 10)),
  garageMin: v.optional(numberIn(0, 500)),
  garageMax: v.optional(numberIn(0, 500)),
  yearBuildMin: v.optional(yearBuilt),
  yearBuildMax: v.optional(yearBuilt),
  /** Listed within this many days; 4000 means no limit. */
  listedDate: v.optional(integerIn(1, 4000)),
  ourListings: flag,
  openHouses: flag,
  /** Open-house window, 'YYYY-MM-DD'. */
  From: v.optional(isoDateSchema),
  To: v.optional(isoDateSchema),
  PrimaryBedonMainState: flag,
  FireplaceState: flag,
  AccessibilityFeaturesState: flag,
});

/**
 * The JSON path segment of GET /api/v1/listings/{json} (and the older GET /api/listings/{json}): the
 * listings screen's filters, the visible map area and the "more filters" panel. Absent fields take
 * LISTINGS_QUERY_DEFAULTS. No transforms, so a decoded query re-encodes to the same value.
 * Use `encodeListingsQuery` / `decodeListingsQuery` for the segment itself.
 */
export const listingsQuerySchema = v.object({
  filters: v.optional(filtersSchema, () => ({})),
  coordinates: v.optional(coordinatesSchema),
  moreFilters: v.optional(moreFiltersSchema),
});

export type ListingsQuery = v.InferOutput<typeof listingsQuerySchema>;

/** What a caller may pass to `encodeListingsQuery` (filters may be omitted). */
export type ListingsQueryInput = v.InferInput<typeof listingsQuerySchema>;

export type ListingsSortBy = NonNullable<ListingsQuery['filters']['sortBy']>;

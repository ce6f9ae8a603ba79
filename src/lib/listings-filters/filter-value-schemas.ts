import * as v from 'valibot';
import { isoDateSchema, LISTINGS_SORT_ORDERS, PROPERTY_TYPES, slugSchema } from '../../contract';
import { MIN_ZOOM } from '../constants';
import { LISTED_DATE_VALUES, type LocationKind } from './listings-filter-state';
import { searchBoundarySchema } from './search-boundary';

/** Deepest zoom the map adapters (maplibre, mapbox) allow. */
const MAX_ZOOM = 22;

/** Rounds to `decimals` places; idempotent, so a rounded value survives another pass unchanged. */
function rounded(decimals: number) {
  const scale = 10 ** decimals;
  // `+ 0` folds -0 into 0: it prints as '0' and would not compare equal after a round trip.
  return v.transform((value: number) => Math.round(value * scale) / scale + 0);
}

function degrees(limit: number) {
  return v.pipe(v.number(), v.finite(), rounded(6), v.minValue(-limit), v.maxValue(limit));
}

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * The valibot schema of every non-numeric-range value of the filter state, shared by the URL parser
 * (after text → value) and `normalizeFilterState` (for states the UI builds), so both accept exactly
 * the same values. Map values are rounded (zoom to 0.01, coordinates to 1e-6 degrees ≈ 11 cm) before
 * their range is checked: finer detail is invisible on the map and only lengthens the URL.
 */
export const FILTER_VALUE_SCHEMAS = {
  sortBy: v.picklist(LISTINGS_SORT_ORDERS),
  listedDate: v.picklist(LISTED_DATE_VALUES),
  propertyType: v.picklist(PROPERTY_TYPES),
  /** 'YYYY-MM-DD', a real calendar day. */
  date: isoDateSchema,
  location: {
    region: slugSchema,
    metro: slugSchema,
    county: slugSchema,
    city: slugSchema,
    PostalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  } satisfies Record<LocationKind, v.GenericSchema<string, string>>,
  zoom: v.pipe(v.number(), v.finite(), rounded(2), v.minValue(MIN_ZOOM), v.maxValue(MAX_ZOOM)),
  latitude: degrees(90),
  longitude: degrees(180),
  /** A drawn search area: corners rounded to 1e-5°, see `SearchBoundary`. */
  boundary: searchBoundarySchema,
  /** clientId and saveSearch. */
  id,
} as const;

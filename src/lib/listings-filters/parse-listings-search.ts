import * as v from 'valibot';
import { PROPERTY_TYPES, type PropertyType, SUB_TYPES_BY_PROPERTY_TYPE } from '../../contract';
import type { ListingsRoute } from '../listings-route';
import { decodeBoundaryParam } from './boundary-param';
import { filterNumberParam, mapFilterNumbers } from './filter-number-fields';
import { filterPriceCeiling } from './filter-price-ceiling';
import { FILTER_VALUE_SCHEMAS as S } from './filter-value-schemas';
import {
  defaultFilterState,
  type ListingsFilterState,
  type ListingsLocation,
  LOCATION_KINDS,
} from './listings-filter-state';
import { normalizeFilterState } from './normalize-filter-state';
import { PROPERTY_TYPE_FLAGS, subTypeFlag } from './property-type-flags';

const flagParam = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((text) => text === 'true'),
);

// The old filter panel wrote the three feature flags with the option's value instead of 'true'.
const featureParam = (legacyValue: string) =>
  v.pipe(
    v.picklist(['true', 'false', legacyValue]),
    v.transform((text) => text !== 'false'),
  );

const integerText = v.pipe(v.string(), v.regex(/^\d{1,16}$/), v.transform(Number));
// The text is decoded to corners here; `S.boundary` then checks ranges and counts like for any state.
const boundaryText = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const ring = decodeBoundaryParam(dataset.value);
    if (ring !== null) return ring;
    addIssue({ message: 'Expected an encoded boundary' });
    return NEVER;
  }),
);
const degreesText = v.pipe(v.string(), v.regex(/^-?(?:\d+(?:\.\d+)?|\.\d+)$/), v.transform(Number));

/**
 * Reads the listings screen's filters from a query string (with or without '?'), every SPEC §2
 * parameter under its exact name. Never throws: each parameter is validated on its own with valibot,
 * and a missing, malformed or out-of-range one takes its default without affecting the others
 * (`minPrice=abc&minBedsCount=3` keeps 3 beds; SPEC §5: a non-numeric min price is 0, a non-numeric max
 * the ceiling). The result is normalised (`normalizeFilterState`: swaps, ceilings, route rules).
 *
 * Flags read 'true' or 'false'; anything else counts as absent. The statuses are exactly the ones
 * flagged true (none: the defaults); of several property-type flags the first in PROPERTY_TYPES order
 * wins; sub-type flags count only under the chosen type. The first of repeated parameters counts.
 */
export function parseListingsSearch(
  search: string,
  route: ListingsRoute,
  currentYear: number,
): ListingsFilterState {
  const params = new URLSearchParams(search);
  const read = <T>(name: string, schema: v.GenericSchema<string, T>): T | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : undefined;
  };
  const flag = (name: string) => read(name, flagParam) === true;
  const defaults = defaultFilterState(route, currentYear);

  const propertyType: PropertyType =
    route.mode === 'leasing'
      ? 'ResidentialLease'
      : (PROPERTY_TYPES.find((type) => flag(PROPERTY_TYPE_FLAGS[type])) ?? defaults.propertyType);
  const numbers = mapFilterNumbers(
    (key) =>
      read(key, filterNumberParam(key, currentYear)) ??
      (key === 'maxPrice' ? filterPriceCeiling(propertyType, route) : defaults[key]),
  );

  // Most specific first: the first valid one found is the location (see LOCATION_KINDS).
  let location: ListingsLocation | null = defaults.location;
  for (const kind of [...LOCATION_KINDS].reverse()) {
    const value = read(kind, S.location[kind]);
    if (value !== undefined) {
      location = { kind, value };
      break;
    }
  }

  const latitude = read('centerLatitude', v.pipe(degreesText, S.latitude));
  const longitude = read('centerLongitude', v.pipe(degreesText, S.longitude));
  const filterBy = read('filterBy', v.literal('favorite')) ?? null;

  return normalizeFilterState(
    {
      ...numbers,
      sortBy: read('sortBy', S.sortBy) ?? null,
      listedDate: read('listedDate', v.pipe(integerText, S.listedDate)) ?? defaults.listedDate,
      statuses: {
        active: flag('active'),
        activeUnderContract: flag('activeUnderContract'),
        comingSoon: flag('comingSoon'),
        contingent: flag('contingent'),
        pending: flag('pending'),
        closed: flag('closed'),
      },
      propertyType,
      subTypes: SUB_TYPES_BY_PROPERTY_TYPE[propertyType].filter((name) =>
        flag(subTypeFlag(propertyType, name)),
      ),
      ourListings: flag('ourListings'),
      openHouses: flag('openHouses'),
      From: read('From', S.date) ?? null,
      To: read('To', S.date) ?? null,
      PrimaryBedonMainState: read('PrimaryBedonMainState', featureParam('masterOnMain')) ?? false,
      FireplaceState: read('FireplaceState', featureParam('fireplace')) ?? false,
      AccessibilityFeaturesState: read('AccessibilityFeaturesState', featureParam('accessibility')) ?? false,
      location,
      map: {
        zoom:
          read('zoom', v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/), v.transform(Number), S.zoom)) ?? null,
        center: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null,
      },
      boundary: read('boundary', v.pipe(boundaryText, S.boundary)) ?? null,
      filterBy,
      clientId: read('clientId', v.pipe(integerText, S.id)) ?? null,
      saveSearch: read('saveSearch', v.pipe(integerText, S.id)) ?? null,
    },
    route,
    currentYear,
  );
}

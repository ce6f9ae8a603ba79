import * as v from 'valibot';
import { SUB_TYPES_BY_PROPERTY_TYPE } from '../../contract';
import type { ListingsRoute } from '../listings-route';
import { FILTER_RANGE_PAIRS, filterNumberSchema, mapFilterNumbers } from './filter-number-fields';
import { filterPriceCeiling } from './filter-price-ceiling';
import { FILTER_VALUE_SCHEMAS as S } from './filter-value-schemas';
import { defaultFilterState, type ListingsFilterState, type ListingsLocation } from './listings-filter-state';
import { roomFiltersApply } from './room-filters-apply';
import { DEFAULT_STATUS_FLAGS, STATUS_FLAGS, type StatusFlags } from './status-flags';

/** The schema's output, or undefined: an invalid value falls back to its default on its own (SPEC §8). */
function valid<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

function normalizeLocation(location: ListingsLocation | null): ListingsLocation | null {
  if (location === null) return null;
  const schema = S.location[location.kind];
  if (schema === undefined) return null;
  const value = valid(schema, location.value);
  return value === undefined ? null : { kind: location.kind, value };
}

function normalizeStatuses(statuses: StatusFlags): StatusFlags {
  if (!STATUS_FLAGS.some(({ flag }) => statuses[flag] === true)) return DEFAULT_STATUS_FLAGS;
  const chosen = (flag: keyof StatusFlags) => statuses[flag] === true;
  return {
    active: chosen('active'),
    activeUnderContract: chosen('activeUnderContract'),
    comingSoon: chosen('comingSoon'),
    contingent: chosen('contingent'),
    pending: chosen('pending'),
    closed: chosen('closed'),
  };
}

/**
 * The one place the cross-field rules of the filters live; the URL parser ends with it and
 * `filterStateToQuery` starts with it, so a state built by hand in the UI obeys the same rules as one
 * read from a link:
 * - each value outside its bounds (FILTER_NUMBER_FIELDS, FILTER_VALUE_SCHEMAS) falls back to its
 *   default alone; prices above the type's ceiling are clamped to it (still "any price" at the top);
 * - a min above its max swaps with it (SPEC §5) — here, not when building the API query, so the state
 *   the UI shows is already the state that is searched;
 * - commercial types have no beds or bath filter (`roomFiltersApply`): those go back to their defaults;
 * - /leasing forces ResidentialLease; sub-types are kept only if the type offers them, in catalogue order;
 * - no status chosen means the default statuses;
 * - /open-houses or a From or To turns open-house mode on (SPEC §4); From after To swaps;
 * - on /{city} "no location" is that city; clientId only counts with filterBy 'favorite';
 * - a drawn boundary that is not an area (fewer than 3 corners, all on a line) is no boundary.
 * Idempotent: normalising a normalised state returns an equal state.
 */
export function normalizeFilterState(
  state: ListingsFilterState,
  route: ListingsRoute,
  currentYear: number,
): ListingsFilterState {
  const defaults = defaultFilterState(route, currentYear);
  const propertyType =
    route.mode === 'leasing'
      ? 'ResidentialLease'
      : (valid(S.propertyType, state.propertyType) ?? 'Residential');
  const ceiling = filterPriceCeiling(propertyType, route);

  const numbers = mapFilterNumbers((key) => {
    const fallback = key === 'maxPrice' ? ceiling : defaults[key];
    return valid(filterNumberSchema(key, currentYear), state[key]) ?? fallback;
  });
  numbers.minPrice = Math.min(numbers.minPrice, ceiling);
  numbers.maxPrice = Math.min(numbers.maxPrice, ceiling);
  for (const [min, max] of FILTER_RANGE_PAIRS) {
    if (numbers[min] > numbers[max]) [numbers[min], numbers[max]] = [numbers[max], numbers[min]];
  }
  if (!roomFiltersApply(propertyType)) {
    numbers.minBedsCount = defaults.minBedsCount;
    numbers.maxBedsCount = defaults.maxBedsCount;
    numbers.bath = defaults.bath;
  }

  let From = valid(S.date, state.From) ?? null;
  let To = valid(S.date, state.To) ?? null;
  if (From !== null && To !== null && From > To) [From, To] = [To, From];

  const offered = SUB_TYPES_BY_PROPERTY_TYPE[propertyType];
  const chosen = new Set(state.subTypes);
  const zoom = valid(S.zoom, state.map.zoom) ?? null;
  const latitude = valid(S.latitude, state.map.center?.latitude);
  const longitude = valid(S.longitude, state.map.center?.longitude);
  const filterBy = state.filterBy === 'favorite' ? 'favorite' : null;

  return {
    ...numbers,
    sortBy: valid(S.sortBy, state.sortBy) ?? null,
    listedDate: valid(S.listedDate, state.listedDate) ?? defaults.listedDate,
    statuses: normalizeStatuses(state.statuses),
    propertyType,
    subTypes: offered.filter((subType) => chosen.has(subType)),
    ourListings: state.ourListings === true,
    openHouses: state.openHouses === true || route.mode === 'open-houses' || From !== null || To !== null,
    From,
    To,
    PrimaryBedonMainState: state.PrimaryBedonMainState === true,
    FireplaceState: state.FireplaceState === true,
    AccessibilityFeaturesState: state.AccessibilityFeaturesState === true,
    location: normalizeLocation(state.location) ?? defaults.location,
    map: {
      zoom,
      center: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null,
    },
    boundary: state.boundary === null ? null : (valid(S.boundary, state.boundary) ?? null),
    filterBy,
    clientId: filterBy === null ? null : (valid(S.id, state.clientId) ?? null),
    saveSearch: valid(S.id, state.saveSearch) ?? null,
  };
}

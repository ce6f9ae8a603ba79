import { SUB_TYPES_BY_PROPERTY_TYPE } from '../../contract';
import type { ListingsRoute } from '../listings-route';
import { encodeBoundaryParam } from './boundary-param';
import type { FilterNumberKey } from './filter-number-fields';
import { filterPriceCeiling } from './filter-price-ceiling';
import { defaultFilterState, type ListingsFilterState } from './listings-filter-state';
import { normalizeFilterState } from './normalize-filter-state';
import { PROPERTY_TYPE_FLAGS, subTypeFlag } from './property-type-flags';
import { DEFAULT_STATUS_FLAGS, STATUS_FLAGS } from './status-flags';

// SPEC §2 lists the parameters in this order; keeping it makes URLs comparable by eye and by string.
const LEADING_NUMBERS = [
  'minPrice',
  'maxPrice',
  'minBedsCount',
  'maxBedsCount',
  'bath',
] as const satisfies readonly FilterNumberKey[];
const TRAILING_NUMBERS = [
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
] as const satisfies readonly FilterNumberKey[];
const FEATURES = ['PrimaryBedonMainState', 'FireplaceState', 'AccessibilityFeaturesState'] as const;

/**
 * Writes the filters as a query string ('?…', or '' when everything is at its default): only values
 * that differ from `defaultFilterState(route)`, flags as `name=true`, parameters in SPEC §2 order, then
 * the status, property-type and sub-type flags. What the route implies is left out (the type on
 * /leasing, openHouses on /open-houses or beside From/To, the city on /{city}).
 *
 * The state is normalised first, so for every state x, `parseListingsSearch(serialize(x))` equals
 * `normalizeFilterState(x)` (x itself when x is normalised), and serialize∘parse is idempotent.
 * The statuses, when not the defaults, are written as the full set of `=true` flags.
 */
export function serializeListingsSearch(
  input: ListingsFilterState,
  route: ListingsRoute,
  currentYear: number,
): string {
  const state = normalizeFilterState(input, route, currentYear);
  const defaults = defaultFilterState(route, currentYear);
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null, fallback: string | number | null = null) => {
    if (value !== null && value !== fallback) params.append(name, String(value));
  };
  const putFlag = (name: string, on: boolean) => {
    if (on) params.append(name, 'true');
  };
  const putNumbers = (keys: readonly FilterNumberKey[]) => {
    for (const key of keys) {
      // maxPrice's default is the ceiling of the state's own type, which may differ from the route's.
      put(
        key,
        state[key],
        key === 'maxPrice' ? filterPriceCeiling(state.propertyType, route) : defaults[key],
      );
    }
  };

  put('page', state.page, defaults.page);
  put('sortBy', state.sortBy);
  const { location } = state;
  const routeCity = defaults.location;
  if (location !== null && (location.kind !== routeCity?.kind || location.value !== routeCity.value)) {
    put(location.kind, location.value);
  }
  put('zoom', state.map.zoom);
  put('centerLatitude', state.map.center?.latitude ?? null);
  put('centerLongitude', state.map.center?.longitude ?? null);
  put('boundary', state.boundary === null ? null : encodeBoundaryParam(state.boundary));
  put('filterBy', state.filterBy);
  put('clientId', state.clientId);
  put('saveSearch', state.saveSearch);
  put('From', state.From);
  put('To', state.To);
  putNumbers(LEADING_NUMBERS);
  put('listedDate', state.listedDate, defaults.listedDate);
  putNumbers(TRAILING_NUMBERS);
  for (const feature of FEATURES) putFlag(feature, state[feature]);
  putFlag('ourListings', state.ourListings);
  putFlag(
    'openHouses',
    state.openHouses && route.mode !== 'open-houses' && state.From === null && state.To === null,
  );

  if (STATUS_FLAGS.some(({ flag }) => state.statuses[flag] !== DEFAULT_STATUS_FLAGS[flag])) {
    for (const { flag } of STATUS_FLAGS) putFlag(flag, state.statuses[flag]);
  }
  putFlag(PROPERTY_TYPE_FLAGS[state.propertyType], state.propertyType !== defaults.propertyType);
  for (const subType of SUB_TYPES_BY_PROPERTY_TYPE[state.propertyType]) {
    putFlag(subTypeFlag(state.propertyType, subType), state.subTypes.includes(subType));
  }

  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

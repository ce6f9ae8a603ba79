import type { ListingsQuery } from '../../contract';
import { LISTINGS_PER_PAGE, LISTINGS_PER_PAGE_TEST } from '../constants';
import type { ListingsRoute } from '../listings-route';
import { filterPriceCeiling } from './filter-price-ceiling';
import { defaultFilterState, type ListingsFilterState } from './listings-filter-state';
import { normalizeFilterState } from './normalize-filter-state';
import type { SearchBoundary } from './search-boundary';
import { DEFAULT_STATUS_FLAGS, STATUS_FLAGS } from './status-flags';
import { areaFixedByFilters } from './view-drives-search';

/** The visible map area, degrees. */
export interface MapBounds {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface FilterQueryOptions {
  /** The map's visible area; sent only while no location or saved search drives the search. */
  readonly bounds?: MapBounds | undefined;
  /** The visible area as a [lng, lat] ring (the geosearch polygon); only sent together with bounds. */
  readonly polygon?: readonly (readonly [number, number])[] | undefined;
  /** Top of the year-built range; defaults to this year. */
  readonly currentYear?: number | undefined;
}

const isLatitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;

function coordinatesFor(options: FilterQueryOptions): ListingsQuery['coordinates'] {
  const { bounds, polygon } = options;
  // A map mid-animation can report a degenerate box; searching without it beats a 400 from the API.
  if (!bounds || !isLatitude(bounds.top) || !isLatitude(bounds.bottom) || bounds.top < bounds.bottom) return;
  if (!isLongitude(bounds.left) || !isLongitude(bounds.right)) return;
  const box = { top: bounds.top, right: bounds.right, bottom: bounds.bottom, left: bounds.left };
  const ring = polygon ?? [];
  const usable =
    ring.length >= 3 && ring.length <= 500 && ring.every(([lng, lat]) => isLongitude(lng) && isLatitude(lat));
  return usable ? { ...box, geosearch: ring.map(([lng, lat]): [number, number] => [lng, lat]) } : box;
}

/**
 * A drawn area as the query's coordinates: its bounding box (which lets the server narrow by its btree
 * indexes first) and the closed ring as the geosearch polygon, which the server checks exactly.
 */
function boundaryCoordinates(ring: SearchBoundary): ListingsQuery['coordinates'] {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  const closed = [...ring, ring[0] ?? [0, 0]].map(([lng, lat]): [number, number] => [lng, lat]);
  return {
    top: Math.max(...lats),
    right: Math.max(...lngs),
    bottom: Math.min(...lats),
    left: Math.min(...lngs),
    geosearch: closed,
  };
}

/**
 * The API query (GET /api/v1/listings/{json}) for the filters on a route. The state is normalised
 * first, so any state yields a query `listingsQuerySchema` accepts. Only what narrows the search is
 * sent: defaults, the price ceiling ('Max' = any price) and range ends at their bounds are left out,
 * as the server reads absence as the same default; `filters` and `moreFilters` are always present.
 * 20 listings a page on /listingstest, 50 elsewhere. A drawn boundary is the search area whatever the
 * map shows, and even beside a location or saved search (both then narrow the search).
 */
export function filterStateToQuery(
  input: ListingsFilterState,
  route: ListingsRoute,
  options: FilterQueryOptions = {},
): ListingsQuery {
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const state = normalizeFilterState(input, route, currentYear);
  const defaults = defaultFilterState(route, currentYear);
  const ceiling = filterPriceCeiling(state.propertyType, route);

  const filters: ListingsQuery['filters'] = {
    page: state.page,
    perPage: route.mode === 'test' ? LISTINGS_PER_PAGE_TEST : LISTINGS_PER_PAGE,
  };
  if (state.sortBy !== null) filters.sortBy = state.sortBy;
  if (state.minPrice > 0) filters.minPrice = state.minPrice;
  if (state.maxPrice < ceiling) filters.maxPrice = state.maxPrice;
  if (state.minBedsCount > defaults.minBedsCount) filters.minBedsCount = state.minBedsCount;
  if (state.maxBedsCount < defaults.maxBedsCount) filters.maxBedsCount = state.maxBedsCount;
  if (state.bath > 0) filters.bath = state.bath;
  if (state.filterBy !== null) filters.filterBy = state.filterBy;
  if (state.clientId !== null) filters.clientId = state.clientId;
  if (state.saveSearch !== null) filters.saveSearch = state.saveSearch;
  if (state.location !== null) filters[state.location.kind] = state.location.value;

  const moreFilters: NonNullable<ListingsQuery['moreFilters']> = {};
  if (STATUS_FLAGS.some(({ flag }) => state.statuses[flag] !== DEFAULT_STATUS_FLAGS[flag])) {
    moreFilters.status = {};
    for (const { flag } of STATUS_FLAGS) if (state.statuses[flag]) moreFilters.status[flag] = true;
  }
  if (state.propertyType !== 'Residential') moreFilters.propertyType = state.propertyType;
  if (state.subTypes.length > 0) moreFilters.subTypes = [...state.subTypes];
  for (const key of ['squareMin', 'lotSizeMin', 'levelsMin', 'garageMin', 'yearBuildMin'] as const) {
    if (state[key] > defaults[key]) moreFilters[key] = state[key];
  }
  for (const key of ['squareMax', 'lotSizeMax', 'levelsMax', 'garageMax', 'yearBuildMax'] as const) {
    if (state[key] < defaults[key]) moreFilters[key] = state[key];
  }
  if (state.listedDate !== defaults.listedDate) moreFilters.listedDate = state.listedDate;
  if (state.ourListings) moreFilters.ourListings = true;
  if (state.openHouses) moreFilters.openHouses = true;
  if (state.From !== null) moreFilters.From = state.From;
  if (state.To !== null) moreFilters.To = state.To;
  if (state.PrimaryBedonMainState) moreFilters.PrimaryBedonMainState = true;
  if (state.FireplaceState) moreFilters.FireplaceState = true;
  if (state.AccessibilityFeaturesState) moreFilters.AccessibilityFeaturesState = true;

  const coordinates =
    state.boundary !== null
      ? boundaryCoordinates(state.boundary)
      : areaFixedByFilters(state)
        ? undefined
        : coordinatesFor(options);
  return coordinates ? { filters, coordinates, moreFilters } : { filters, moreFilters };
}

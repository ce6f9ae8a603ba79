import type { ListingsFilterState } from '../listings-filters/listings-filter-state';
import { parseListingsSearch } from '../listings-filters/parse-listings-search';
import { serializeListingsSearch } from '../listings-filters/serialize-listings-search';
import type { ListingsRoute } from '../listings-route';

/**
 * Saved searches are written as if on /listings, whatever page they were saved on: there the query says
 * everything outright (the property type a /leasing page implies, the city of a /{city} page, open-house
 * mode of /open-houses), so a search saved on one page means the same on another.
 */
const NEUTRAL_ROUTE: ListingsRoute = { mode: 'listings' };

/**
 * The query string stored for a saved search ('?minPrice=…', '' for all defaults). The page and a server
 * saved-search id are left out: applying a search starts on page 1, and a local search has no server id.
 */
export function savedSearchQuery(state: ListingsFilterState, currentYear: number): string {
  return serializeListingsSearch({ ...state, page: 1, saveSearch: null }, NEUTRAL_ROUTE, currentYear);
}

/**
 * The filters a stored query stands for, ready to be written whole to the URL (which re-applies the
 * current route's rules, e.g. /leasing's forced type). Never throws: a damaged query yields defaults.
 */
export function savedSearchState(search: string, currentYear: number): ListingsFilterState {
  return { ...parseListingsSearch(search, NEUTRAL_ROUTE, currentYear), page: 1, saveSearch: null };
}

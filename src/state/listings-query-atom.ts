import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ListingsQuery } from '../contract/listings-query';
import { filterStateToQuery } from '../lib/listings-filters/filter-state-to-query';
import { parseListingsSearch } from '../lib/listings-filters/parse-listings-search';
import { listingsRouteAtom } from './listings-route-atom';
import { locationAtom } from './location-atom';
import { mapBoundsAtom } from './map-bounds-atom';

const freshQueryAtom = atom((get): ListingsQuery => {
  const route = get(listingsRouteAtom);
  const currentYear = new Date().getFullYear();
  const state = parseListingsSearch(get(locationAtom).search, route, currentYear);
  const area = get(mapBoundsAtom);
  return filterStateToQuery(state, route, { currentYear, bounds: area?.bounds, polygon: area?.polygon });
});

// Built in a fixed key order, so equal queries serialise equally.
const sameQuery = (a: ListingsQuery, b: ListingsQuery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The listings query the screen shows, derived from the page URL through the filter codec
 * (`parseListingsSearch` → `filterStateToQuery`): the route's mode and every SPEC §2 parameter, and the
 * map's visible area (`mapBoundsAtom`) unless a location or saved search fixes the area.
 * A URL change that leaves the query as it was (map zoom or centre, a reordered query string) keeps
 * the same object, so the listings are not fetched again for nothing.
 */
export const listingsQueryAtom = selectAtom(freshQueryAtom, (query) => query, sameQuery);

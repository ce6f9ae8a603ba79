import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ListingsQuery } from '../contract';
import { filterStateToQuery } from '../lib/listings-filters/filter-state-to-query';
import { parseListingsSearch } from '../lib/listings-filters/parse-listings-search';
import { listingsLocationAtom } from './listings-location-atom';
import { listingsRouteAtom } from './listings-route-atom';
import { mapBoundsAtom } from './map-bounds-atom';

/**
 * The query of the URL's filters; `inView` adds the map's visible area (which `filterStateToQuery` drops
 * again when a location or saved search fixes the area).
 */
const queryAtom = (inView: 'always' | 'after-a-move') =>
  atom((get): ListingsQuery => {
    const route = get(listingsRouteAtom);
    const currentYear = new Date().getFullYear();
    const state = parseListingsSearch(get(listingsLocationAtom).search, route, currentYear);
    // A camera in the URL is what a visitor's drag or zoom leaves behind (or a link made from one).
    const moved = state.map.zoom !== null || state.map.center !== null;
    const area = inView === 'always' || moved ? get(mapBoundsAtom) : null;
    return filterStateToQuery(state, route, { currentYear, bounds: area?.bounds, polygon: area?.polygon });
  });

// Built in a fixed key order, so equal queries serialise equally.
const sameQuery = (a: ListingsQuery, b: ListingsQuery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The listings query the list shows, derived from the page URL through the filter codec
 * (`parseListingsSearch` → `filterStateToQuery`): the route's mode and every SPEC §2 parameter. The map's
 * visible area joins it once the visitor has moved the map (SPEC §2: dragging or zooming reloads the
 * listings for the visible bounds), so a first visit loads its list once, without waiting for the map.
 * A URL change that leaves the query as it was (a reordered query string) keeps the same object, so
 * the listings are not fetched again for nothing.
 */
export const listingsQueryAtom = selectAtom(queryAtom('after-a-move'), (query) => query, sameQuery);

/** The same search over exactly what the map shows, from its first view on: the map's pins need it. */
export const inViewQueryAtom = selectAtom(queryAtom('always'), (query) => query, sameQuery);

import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ListingsQuery } from '../../../contract';
import { apiClientAtom } from '../../../state/api-base-atom';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { listingsQueryAtom } from '../../../state/listings-query-atom';

/** Which pins the map shows: the pins call of `query` on the API at `base` (absolute). */
export interface MapPinsRequest {
  readonly base: string;
  readonly query: ListingsQuery;
  /** The query's coordinates are the map's view (not a drawn boundary): its pins may be fetched by area. */
  readonly byArea: boolean;
}

// The pins do not depend on the page or the order the list shows: paging and sorting must not reload them.
const pinsQueryAtom = selectAtom(
  listingsQueryAtom,
  (query): ListingsQuery | null => {
    if (query === null) return null;
    const { page: _page, perPage: _perPage, sortBy: _sortBy, ...filters } = query.filters;
    return { ...query, filters };
  },
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

// A drawn boundary's box and ring may look exactly like a view (a rectangle drawn by keyboard): only the
// filters know which it is. A yes / no of its own, so that the filters' other changes (a page, an order,
// the map's camera) reach the request only through `pinsQueryAtom`, which leaves them out.
const drawnBoundaryAtom = selectAtom(listingsFilterAtom, (filters) => filters.boundary !== null);

/**
 * The pins call for the current search (every match in view, SPEC §2). The call itself, its parsing and
 * its clustering happen in the pins worker (`createPinMarkers`); the base is absolute because the worker
 * has no page to resolve a relative one against. A view's pins are fetched by area and kept across moves,
 * except a client's favorites: those change without the query changing (a heart taken off, another
 * client signing in), so they are always fetched whole, and there are few of them. null until the
 * search's area is known.
 */
export const mapPinsRequestAtom = atom((get): MapPinsRequest | null => {
  const query = get(pinsQueryAtom);
  // A map on screen has reported its view, so this is for a moment at most.
  if (query === null) return null;
  return {
    base: get(apiClientAtom).base,
    query,
    byArea:
      query.coordinates !== undefined && !get(drawnBoundaryAtom) && query.filters.filterBy === undefined,
  };
});

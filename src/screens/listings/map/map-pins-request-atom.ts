import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ListingsQuery } from '../../../contract';
import { apiClientAtom } from '../../../state/api-base-atom';
import { inViewQueryAtom } from '../../../state/listings-query-atom';

/** Which pins the map shows: the pins call of `query` on the API at `base` (absolute). */
export interface MapPinsRequest {
  readonly base: string;
  readonly query: ListingsQuery;
}

// The pins do not depend on the page or the order the list shows: paging and sorting must not reload them.
const pinsQueryAtom = selectAtom(
  inViewQueryAtom,
  ({ filters: { page: _page, perPage: _perPage, sortBy: _sortBy, ...filters }, ...rest }): ListingsQuery => ({
    ...rest,
    filters,
  }),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

/**
 * The pins call for the current search (every match in view, SPEC §2). The call itself, its parsing and
 * its clustering happen in the pins worker (`createPinMarkers`); the base is absolute because the worker
 * has no page to resolve a relative one against.
 */
export const mapPinsRequestAtom = atom(
  (get): MapPinsRequest => ({ base: get(apiClientAtom).base, query: get(pinsQueryAtom) }),
);

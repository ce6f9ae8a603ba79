import { atom } from 'jotai';
import type { ListingsFilterState } from '../lib/listings-filters/listings-filter-state';
import { parseListingsSearch } from '../lib/listings-filters/parse-listings-search';
import { serializeListingsSearch } from '../lib/listings-filters/serialize-listings-search';
import { listingsLocationAtom } from './listings-location-atom';
import { listingsRouteAtom } from './listings-route-atom';

/** A new filter state, or a function of the current one (like React's setState). */
export type ListingsFilterUpdate =
  | ListingsFilterState
  | ((current: ListingsFilterState) => ListingsFilterState);

export interface ListingsFilterWriteOptions {
  /** Replace the current history entry instead of pushing one (e.g. while the map is dragged). */
  readonly replace?: boolean;
  /**
   * Keep the page: the write only spells out what the search already is (the first view's camera),
   * so it is no new search and must not send a visitor from page 3 back to page 1.
   */
  readonly keepPage?: boolean;
}

const currentYear = () => new Date().getFullYear();

/**
 * The listings screen's filters, held in the URL (DESIGN: URL state lives in atoms synced with
 * location and popstate). Reading parses the query string of `locationAtom`; writing serialises the
 * new state into it, pushing a history entry so Back restores the previous filters. Any change other
 * than the page goes back to page 1 (SPEC §4). A write that leaves the filters as they are (once
 * normalised) changes nothing, so repeated clicks do not pile up history entries. The path is kept:
 * to leave /{city} or /open-houses, write `locationAtom` with the new path.
 */
export const listingsFilterAtom = atom(
  (get): ListingsFilterState =>
    parseListingsSearch(get(listingsLocationAtom).search, get(listingsRouteAtom), currentYear()),
  (get, set, update: ListingsFilterUpdate, options: ListingsFilterWriteOptions = {}) => {
    const route = get(listingsRouteAtom);
    const year = currentYear();
    const current = get(listingsFilterAtom);
    const next = typeof update === 'function' ? update(current) : update;
    const withoutPage = (state: ListingsFilterState) =>
      serializeListingsSearch({ ...state, page: 1 }, route, year);
    const search = serializeListingsSearch(
      options.keepPage === true || withoutPage(next) === withoutPage(current) ? next : { ...next, page: 1 },
      route,
      year,
    );
    if (search === serializeListingsSearch(current, route, year)) return;
    set(listingsLocationAtom, {
      pathname: get(listingsLocationAtom).pathname,
      search,
      replace: options.replace === true,
    });
  },
);

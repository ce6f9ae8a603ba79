import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { fetchListings } from '../api/fetch-listings';
import { apiClientAtom } from './api-base-atom';
import { listingsQueryAtom } from './listings-query-atom';

/** Bumped by Retry: reading it makes the fetch run again with the same query. */
export const listingsRetryAtom = atom(0);

/**
 * The listings answer for the current query. A newer query aborts the request of the one it replaces
 * (Jotai passes the signal), so a slow old page can never overwrite a new one.
 */
export const listingsFetchAtom = atom(async (get, { signal }) => {
  get(listingsRetryAtom);
  return fetchListings(get(apiClientAtom), get(listingsQueryAtom), signal);
});

/** The answer once it has come, or null while it is loading (the screen shows placeholder cards). */
export const listingsResultAtom = unwrap(listingsFetchAtom, () => null);

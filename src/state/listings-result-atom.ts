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

/**
 * The latest answer that has come, kept while a newer search loads (a map move then leaves the cards in
 * place until their successors land, instead of swapping them for placeholders and back); null before
 * the first. Whether it answers the current query is `listingsLoadingAtom`'s to say.
 */
export const listingsResultAtom = unwrap(listingsFetchAtom, (previous) => previous ?? null);

/** True while the answer to the current query is on its way. */
export const listingsLoadingAtom = unwrap(
  atom(async (get) => {
    await get(listingsFetchAtom);
    return false;
  }),
  () => true,
);

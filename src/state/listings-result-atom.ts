import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { fetchListings } from '../api/fetch-listings';
import type { Listing } from '../contract';
import { keepEqualItems } from '../lib/keep-equal-items';
import { apiClientAtom } from './api-base-atom';
import { listingsQueryAtom } from './listings-query-atom';

/** Bumped by Retry: reading it makes the fetch run again with the same query. */
export const listingsRetryAtom = atom(0);

/** The listings of the last answer by key, one holder per store (read, never set). */
const lastListingsAtom = atom(() => ({ byKey: new Map<number, Listing>() }));

/**
 * The listings answer for the current query. A newer query aborts the request of the one it replaces
 * (Jotai passes the signal), so a slow old page can never overwrite a new one. A listing that comes
 * back unchanged from the answer before keeps its object, so its memoised card is not drawn again: a
 * map move brings back most of the fifty. It stays pending while the query waits for the map's view.
 */
export const listingsFetchAtom = atom(async (get, { signal }) => {
  get(listingsRetryAtom);
  const last = get(lastListingsAtom);
  const query = get(listingsQueryAtom);
  // Until the map's view is known there is nothing to ask: a whole-Texas list would be replaced at once.
  if (query === null) return new Promise<never>(() => {});
  const result = await fetchListings(get(apiClientAtom), query, signal);
  if (!result.ok) return result;
  const listings = keepEqualItems(
    last.byKey,
    result.value.data.listings,
    (listing) => listing.ListingKeyNumeric,
  );
  last.byKey = new Map(listings.map((listing) => [listing.ListingKeyNumeric, listing]));
  return { ...result, value: { ...result.value, data: { ...result.value.data, listings } } };
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

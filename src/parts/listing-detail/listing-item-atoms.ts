import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import type { ApiResult } from '../../api/api-result';
import { fetchListingItem } from '../../api/fetch-listing-item';
import type { ListingItemResponse } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';

/** Bumped by Retry: the listing is fetched again. */
export const listingItemRetryAtom = atomFamily((_key: number) => atom(0));

const listingItemFetchAtom = atomFamily((key: number) =>
  atom(async (get, { signal }): Promise<ApiResult<ListingItemResponse>> => {
    get(listingItemRetryAtom(key));
    return fetchListingItem(get(apiClientAtom), key, signal);
  }),
);

/**
 * One listing in full (GET /api/listingsItem/{key}) for the detail modal and the house page, shared so
 * the modal's title and its content ask once. Null while loading (and while a Retry is under way).
 */
export const listingItemAtom = atomFamily((key: number) => unwrap(listingItemFetchAtom(key), () => null));

import { listingItemResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/listingsItem/{ListingKeyNumeric}`: one listing in full, with its similar listings. */
export function fetchListingItem(api: ApiClient, listingKey: number, signal?: AbortSignal) {
  return api.get(`api/listingsItem/${encodeURIComponent(String(listingKey))}`, listingItemResponseSchema, {
    signal,
  });
}

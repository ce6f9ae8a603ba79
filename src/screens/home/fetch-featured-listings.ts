import type { ApiClient } from '../../api/create-api-client';
import { listingsDataResponseSchema } from '../../contract';

/** `GET /api/featureListings` (SPEC §7): the company home's featured listings, `{ data: Listing[] }`. */
export function fetchFeaturedListings(api: ApiClient, signal?: AbortSignal) {
  return api.get('api/featureListings', listingsDataResponseSchema, { signal });
}

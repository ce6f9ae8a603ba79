import { encodeListingsQuery, type ListingsQuery, listingsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/v1/listings/{json}`: one page of listings for the query. */
export function fetchListings(api: ApiClient, query: ListingsQuery, signal?: AbortSignal) {
  return api.get(`api/v1/listings/${encodeListingsQuery(query)}`, listingsResponseSchema, { signal });
}

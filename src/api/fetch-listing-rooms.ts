import { roomsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/getRooms/{ListingKeyNumeric}`: the listing's rooms (type, level, dimensions). */
export function fetchListingRooms(api: ApiClient, listingKey: number, signal?: AbortSignal) {
  return api.get(`api/getRooms/${encodeURIComponent(String(listingKey))}`, roomsResponseSchema, { signal });
}

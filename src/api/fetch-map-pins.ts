import { encodeListingsQuery, type ListingsQuery, mapPinsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * `GET /api/v1/map/pins/{json}`: a pin for every listing the query matches in view (not only the page the
 * list shows). Takes the listings query; the server ignores its page and sort.
 */
export function fetchMapPins(api: ApiClient, query: ListingsQuery, signal?: AbortSignal) {
  return api.get(`api/v1/map/pins/${encodeListingsQuery(query)}`, mapPinsResponseSchema, { signal });
}

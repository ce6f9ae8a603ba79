import { commuteResponseSchema } from '../contract';
import type { LatLng } from '../lib/listing-detail/straight-line-miles';
import type { ApiClient } from './create-api-client';

const point = ({ lat, lng }: LatLng) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * The routed travel times from `from` to `to`: `GET /api/commute` on our server, which asks the routing
 * provider it is configured with (OSRM or Mapbox Directions); no provider answers no routes.
 */
export function fetchCommute(api: ApiClient, from: LatLng, to: LatLng, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: point(from), to: point(to) });
  return api.get(`api/commute?${query}`, commuteResponseSchema, { signal });
}

import { openHouseResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/openHouseInfo/{ListingKeyNumeric}`: the listing's coming open houses. */
export function fetchOpenHouses(api: ApiClient, listingKey: number, signal?: AbortSignal) {
  return api.get(`api/openHouseInfo/${encodeURIComponent(String(listingKey))}`, openHouseResponseSchema, {
    signal,
  });
}

import { geocodeResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * Where a Texas city or ZIP code is: `GET /api/getPsLatLng/{zip}` for five digits, else
 * `GET /api/GetCityLatLng/{city}` (SPEC §7). An unknown place answers `{ results: [] }`.
 */
export function fetchPlaceLocation(api: ApiClient, place: string, signal?: AbortSignal) {
  const text = place.trim();
  const path = /^\d{5}$/.test(text)
    ? `api/getPsLatLng/${text}`
    : `api/GetCityLatLng/${encodeURIComponent(text.replace(/,?\s*(tx|texas)$/i, ''))}`;
  return api.get(path, geocodeResponseSchema, { signal });
}

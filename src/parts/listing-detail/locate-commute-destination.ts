import type { ApiClient } from '../../api/create-api-client';
import { fetchMapboxPlaces } from '../../api/fetch-mapbox-places';
import { fetchPlaceLocation } from '../../api/fetch-place-location';
import type { Lang } from '../../lib/i18n/lang';
import type { LatLng } from '../../lib/listing-detail/straight-line-miles';

/** Where a commute destination is: found, not found (null), or the lookup failed. */
export type CommuteDestination = { ok: true; location: LatLng | null } | { ok: false };

/**
 * Finds a typed commute destination. With the Mapbox token, Mapbox geocoding reads any US address
 * (biased towards Texas); when it fails or finds nothing, and always without a token, our own server
 * answers for Texas cities and ZIP codes.
 */
export async function locateCommuteDestination(
  api: ApiClient,
  token: string | null,
  text: string,
  lang: Lang,
  signal: AbortSignal,
): Promise<CommuteDestination> {
  if (token) {
    const places = await fetchMapboxPlaces(api, token, text, lang, signal);
    const first = places.ok ? places.value[0] : undefined;
    if (first) return { ok: true, location: { lat: first.lat, lng: first.lng } };
  }
  const found = await fetchPlaceLocation(api, text, signal);
  if (!found.ok) return { ok: false };
  return { ok: true, location: found.value.results[0]?.geometry.location ?? null };
}

import type { ApiClient } from '../../../api/create-api-client';
import { fetchListingItem } from '../../../api/fetch-listing-item';
import { fetchPlaceLocation } from '../../../api/fetch-place-location';
import type { MapPlace } from './map-place';
import { geocodeTarget, type PlaceTarget, pointTarget } from './place-target';

/** Where a chosen place is: a target, `null` for a place the server does not know, or 'failed'. */
export type ResolvedPlace = PlaceTarget | null | 'failed' | 'aborted';

/**
 * Looks up where a chosen place is on our own server: a city or ZIP code through its geocoder-style lookup
 * (`GetCityLatLng` / `getPsLatLng`, which carry the area's box as the viewport), an address through its
 * listing's coordinates (the search result has none). A Mapbox place already says where it is.
 */
export async function resolveMapPlace(
  api: ApiClient,
  place: MapPlace,
  signal: AbortSignal,
): Promise<ResolvedPlace> {
  if (place.kind === 'mapbox') return place.target;
  if (place.kind === 'address') {
    const answer = await fetchListingItem(api, place.listingKey, signal);
    if (!answer.ok) return answer.failure.kind === 'aborted' ? 'aborted' : 'failed';
    return pointTarget(answer.value.data.Latitude, answer.value.data.Longitude);
  }
  const answer = await fetchPlaceLocation(api, place.name, signal);
  if (!answer.ok) return answer.failure.kind === 'aborted' ? 'aborted' : 'failed';
  return geocodeTarget(answer.value.results[0]);
}

import type { GeocodeResult } from '../../../contract';
import type { GeoBox, MapCamera } from '../../../map/map-adapter';

/** SPEC §2: a chosen place without a viewport is centred at this zoom (a street, a house). */
export const PLACE_ZOOM = 17;

/** Where the map goes for a chosen place: fit its viewport, or centre on its point. */
export type PlaceTarget =
  | { readonly kind: 'box'; readonly box: GeoBox }
  | { readonly kind: 'camera'; readonly camera: MapCamera };

/**
 * The target for a geocoded city or ZIP code (SPEC §2): its viewport when it has a real one, else its
 * location at zoom 17. A degenerate viewport (one point) would make `fitBox` zoom in without limit, so
 * it counts as none. No result: null (the place is unknown; the map stays where it is).
 */
export function geocodeTarget(result: GeocodeResult | undefined): PlaceTarget | null {
  if (!result) return null;
  const { location, viewport } = result.geometry;
  if (
    viewport &&
    viewport.northeast.lat > viewport.southwest.lat &&
    viewport.northeast.lng > viewport.southwest.lng
  ) {
    return {
      kind: 'box',
      box: {
        north: viewport.northeast.lat,
        south: viewport.southwest.lat,
        east: viewport.northeast.lng,
        west: viewport.southwest.lng,
      },
    };
  }
  return pointTarget(location.lat, location.lng);
}

/** A point (a listing's coordinates) at zoom 17; null when the listing has no usable coordinates. */
export function pointTarget(lat: number | null, lng: number | null): PlaceTarget | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { kind: 'camera', camera: { lat, lng, zoom: PLACE_ZOOM } };
}

/** A point in degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle ("as the crow flies") distance between two points in miles (haversine). It is what
 * the commute box shows when no routing provider is configured, labelled as an estimate: never a drive
 * time.
 */
export function straightLineMiles(from: LatLng, to: LatLng): number {
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

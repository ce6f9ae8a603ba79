import type { MultiPolygon, Polygon } from 'geojson';

/** A latitude/longitude box in degrees. */
export interface GeoBounds {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** The box around every position of a Polygon or MultiPolygon ([lng, lat]); null when it has none. */
export function geoBounds(geometry: Polygon | MultiPolygon): GeoBounds | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  // Holes lie inside their outer ring, so only outer rings can reach the edge of the box.
  for (const [outer = []] of polygons) {
    for (const [lng, lat] of outer) {
      if (lng === undefined || lat === undefined) continue;
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
    }
  }
  return minLat <= maxLat ? { minLat, minLng, maxLat, maxLng } : null;
}

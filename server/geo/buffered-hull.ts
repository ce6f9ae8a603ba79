import type { Polygon } from 'geojson';
import { convexHull, type Pair } from './convex-hull';

const KM_PER_DEGREE_LAT = 111.32;
// A 16-gon is round enough at the zoom a city is shown and keeps the outline small.
const SIDES = 16;

/**
 * The convex hull of `points` ([lng, lat]) widened by `radiusKm` on every side: the hull of a small circle
 * around each point. Widening makes a single point or a line of points a real area and keeps each point
 * off the edge. Only the hull's corners are widened, because the hull of circles around a set equals the
 * hull of circles around that set's hull. Null when there are no points.
 */
export function bufferedHull(points: readonly Pair[], radiusKm: number): Polygon | null {
  const corners = convexHull(points);
  if (corners.length === 0) return null;
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const circles: Pair[] = [];
  for (const [lng, lat] of corners) {
    const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
    for (let i = 0; i < SIDES; i++) {
      const angle = (2 * Math.PI * i) / SIDES;
      circles.push([round6(lng + dLng * Math.cos(angle)), round6(lat + dLat * Math.sin(angle))]);
    }
  }
  return { type: 'Polygon', coordinates: [convexHull(circles)] };
}

// Six decimals are about 10 cm: more digits only make the answer bigger.
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

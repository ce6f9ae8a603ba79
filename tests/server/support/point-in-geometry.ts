import type { Position } from 'geojson';

type Rings = Position[][];

function inRing([x = 0, y = 0]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Whether [lng, lat] lies inside a Polygon's or MultiPolygon's rings (even-odd ray casting: inside an
 * outer ring and outside its holes). Written independently of the server's geometry code on purpose.
 */
export function pointInGeometry(
  point: Position,
  geometry: { type: 'Polygon'; coordinates: Rings } | { type: 'MultiPolygon'; coordinates: Rings[] },
): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(
    ([outer = [], ...holes]) => inRing(point, outer) && !holes.some((h) => inRing(point, h)),
  );
}

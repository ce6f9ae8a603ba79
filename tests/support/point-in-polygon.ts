import { type LngLat, polygonCrossingEdges } from '../../src/lib/geo/polygon-crossing-edges';

/**
 * Whether `point` lies inside the ring `polygon` (both [lng, lat]) by ray casting with the even-odd
 * rule: a horizontal ray towards +longitude crosses the boundary an odd number of times. Exact in the
 * sense that matters here: the server's SQL filter evaluates the same expression on the same doubles
 * (see `polygonCrossingEdges`), so a listing counted by the search is a listing this function accepts.
 * PostgreSQL's own `point <@ polygon` is fuzzy near the boundary (about 2 m), which is why both exist.
 */
export function pointInPolygon(point: LngLat, polygon: readonly LngLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (const edge of polygonCrossingEdges(polygon)) {
    if (edge.y > y !== edge.yEnd > y && x < edge.x + (y - edge.y) * edge.slope) inside = !inside;
  }
  return inside;
}

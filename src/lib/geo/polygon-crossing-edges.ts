/** A point or polygon vertex as [longitude, latitude], the order of GeoJSON and of the listings query. */
export type LngLat = readonly [number, number];

/**
 * An edge of a polygon that a horizontal ray can cross: it starts at (`x`, `y`), ends at latitude
 * `yEnd`, and moves `slope` degrees of longitude per degree of latitude.
 */
export interface CrossingEdge {
  readonly x: number;
  readonly y: number;
  readonly yEnd: number;
  readonly slope: number;
}

/**
 * An edge rising by 1e-300° over a degree would have a slope beyond what float8 can multiply by 180
 * without overflowing, an SQL error; capped here, no real ring notices and JS and SQL still agree.
 */
const MAX_SLOPE = 1e300;

/**
 * The edges of a closed ring (the last vertex joins the first) that ray casting has to look at.
 * Horizontal edges never change the crossing count, so they are dropped; that also means no division
 * by zero is left for SQL to trip over. The slope is computed once here, so the JavaScript test
 * (`pointInPolygon`) and the SQL test (`polygonWhere`) do the very same float arithmetic and agree on
 * every point, even one on an edge.
 */
export function polygonCrossingEdges(ring: readonly LngLat[]): CrossingEdge[] {
  const edges: CrossingEdge[] = [];
  for (let i = 0; i < ring.length; i++) {
    const start = ring[i];
    const end = ring[(i + 1) % ring.length];
    if (start === undefined || end === undefined || start[1] === end[1]) continue;
    const slope = (end[0] - start[0]) / (end[1] - start[1]);
    edges.push({
      x: start[0],
      y: start[1],
      yEnd: end[1],
      slope: Math.max(-MAX_SLOPE, Math.min(MAX_SLOPE, slope)),
    });
  }
  return edges;
}

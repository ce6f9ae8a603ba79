import type { MultiPolygon, Polygon, Position } from 'geojson';

/** Squared distance from `p` to the segment a–b, planar (fine at the tolerances used for display). */
function segmentDistance2(p: Position, a: Position, b: Position): number {
  const [px = 0, py = 0] = p;
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/** Douglas-Peucker on one open polyline, iterative so a long coastline cannot overflow the stack. */
function simplifyLine(points: readonly Position[], tolerance2: number): Position[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  for (let span = stack.pop(); span !== undefined; span = stack.pop()) {
    const [first, last] = span;
    const a = points[first];
    const b = points[last];
    if (a === undefined || b === undefined) continue;
    let farthest = -1;
    let farthest2 = tolerance2;
    for (let i = first + 1; i < last; i++) {
      const p = points[i];
      const d2 = p === undefined ? 0 : segmentDistance2(p, a, b);
      if (d2 > farthest2) [farthest, farthest2] = [i, d2];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * A closed ring simplified, split at its farthest point from the start so that both halves have distinct
 * ends. Null when fewer than four positions (a triangle) would be left.
 */
function simplifyRing(ring: readonly Position[], tolerance2: number): Position[] | null {
  const start = ring[0];
  if (ring.length < 4 || start === undefined) return null;
  let split = 1;
  for (let i = 2; i < ring.length - 1; i++) {
    const p = ring[i];
    const best = ring[split];
    if (p && best && segmentDistance2(p, start, start) > segmentDistance2(best, start, start)) split = i;
  }
  const first = simplifyLine(ring.slice(0, split + 1), tolerance2);
  const second = simplifyLine(ring.slice(split), tolerance2);
  const simplified = [...first, ...second.slice(1)];
  return simplified.length >= 4 ? simplified : null;
}

/**
 * A Polygon or MultiPolygon with every ring simplified by Douglas-Peucker to `tolerance` degrees. Holes
 * and islands that collapse are dropped; an outer ring that would collapse is kept as it was, so no
 * polygon disappears.
 */
export function simplifyGeometry<G extends Polygon | MultiPolygon>(geometry: G, tolerance: number): G {
  const tolerance2 = tolerance * tolerance;
  const polygon = (rings: readonly Position[][]): Position[][] => {
    const [outer = [], ...holes] = rings;
    const kept = holes.map((hole) => simplifyRing(hole, tolerance2)).filter((hole) => hole !== null);
    return [simplifyRing(outer, tolerance2) ?? outer, ...kept];
  };
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: polygon(geometry.coordinates) };
  return { ...geometry, coordinates: geometry.coordinates.map(polygon) };
}

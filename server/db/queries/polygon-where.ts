import {
  type CrossingEdge,
  type LngLat,
  polygonCrossingEdges,
} from '../../../src/lib/geo/polygon-crossing-edges';
import type { SqlBuilder } from './sql-builder';

/** Edges per latitude band: a row evaluates only the edges of its own band. */
const EDGES_PER_BAND = 12;

/**
 * The SQL condition "listing `l` lies inside `ring`" ([lng, lat] points), exact and cheap enough to run
 * on every candidate so totals and pages stay exact:
 *
 * - The ring's bounding box goes first as btree ranges on latitude and longitude (DESIGN: no GiST for
 *   the planner to misjudge).
 * - Then ray casting written out in SQL over the same edges and the same float8 arithmetic as
 *   `pointInPolygon`, so both agree on every point, boundary included. PostgreSQL's `point <@ polygon`
 *   is not used even as a pre-filter: it is fuzzy both ways (points within ~1e-6° of a flat edge are
 *   dropped; near short edges points metres away are let in), so "re-check its hits" would still miss.
 * - Large rings are cut into latitude bands, each listing only the edges reaching into it, so a
 *   500-point ring costs a row a dozen edge tests instead of 500.
 */
export function polygonWhere(builder: SqlBuilder, ring: readonly LngLat[]): string {
  const edges = polygonCrossingEdges(ring);
  if (edges.length === 0) return 'FALSE';
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  const box = `l.latitude BETWEEN ${builder.param(Math.min(...lats))}::float8 AND ${builder.param(Math.max(...lats))}::float8
    AND l.longitude BETWEEN ${builder.param(Math.min(...lngs))}::float8 AND ${builder.param(Math.max(...lngs))}::float8`;

  // One set of placeholders per edge, shared by every band that lists the edge.
  const tests = edges.map((edge) => crossingTest(builder, edge));
  const cuts = bandCuts(lats, Math.ceil(edges.length / EDGES_PER_BAND));
  const bands = [...cuts, Number.POSITIVE_INFINITY].map((top, index) => {
    const bottom = index === 0 ? Number.NEGATIVE_INFINITY : (cuts[index - 1] ?? Number.NEGATIVE_INFINITY);
    const own = tests.filter((_, i) => reaches(edges[i], bottom, top));
    return own.length === 0 ? 'FALSE' : oddOf(own);
  });
  const parity =
    cuts.length === 0
      ? bands[0]
      : `CASE ${cuts.map((cut, i) => `WHEN l.latitude <= ${builder.param(cut)}::float8 THEN ${bands[i]}`).join(' ')} ELSE ${bands[cuts.length]} END`;
  return `(${box} AND ${parity})`;
}

/**
 * "An odd number of `tests` hold", as a balanced tree of boolean `<>` (exclusive or): plain operators,
 * no array built per row, and nesting only log2(n) deep whatever the ring.
 */
function oddOf(tests: readonly string[]): string {
  if (tests.length === 1) return tests[0] ?? 'FALSE';
  const half = Math.ceil(tests.length / 2);
  return `(${oddOf(tests.slice(0, half))} <> ${oddOf(tests.slice(half))})`;
}

/** Whether the ray from `l` crosses `edge`: the SQL twin of the test inside `pointInPolygon`. */
function crossingTest(builder: SqlBuilder, edge: CrossingEdge): string {
  const [x, y, yEnd, slope] = [edge.x, edge.y, edge.yEnd, edge.slope].map(
    (n) => `${builder.param(n)}::float8`,
  );
  return `((${y} > l.latitude) <> (${yEnd} > l.latitude) AND l.longitude < ${x} + (l.latitude - ${y}) * ${slope})`;
}

/**
 * Latitudes cutting the ring into `count` bands with about as many vertices each. An edge crosses the
 * ray at latitude φ only when φ lies within its latitude span, so a band needs only the edges whose span
 * meets it; which band a row falls in changes nothing but the work done.
 */
function bandCuts(lats: readonly number[], count: number): number[] {
  const sorted = [...lats].sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let band = 1; band < count; band++) {
    const cut = sorted[Math.floor((band * sorted.length) / count)];
    if (cut !== undefined) cuts.add(cut);
  }
  return [...cuts].sort((a, b) => a - b);
}

function reaches(edge: CrossingEdge | undefined, bottom: number, top: number): boolean {
  if (edge === undefined) return false;
  return Math.min(edge.y, edge.yEnd) <= top && Math.max(edge.y, edge.yEnd) >= bottom;
}

/** A planar point as [x, y]; for geography [lng, lat]. */
export type Pair = [number, number];

function cross(o: Pair, a: Pair, b: Pair): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/**
 * The convex hull of `points` (Andrew's monotone chain), as a closed counter-clockwise ring in GeoJSON
 * order (first point repeated last). Fewer than three distinct points give a degenerate ring of them.
 */
export function convexHull(points: readonly Pair[]): Pair[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const unique = sorted.filter((p, i) => {
    const previous = sorted[i - 1];
    return previous === undefined || previous[0] !== p[0] || previous[1] !== p[1];
  });
  if (unique.length < 3) return unique.length === 0 ? [] : [...unique, ...unique.slice(0, 1)];
  const chain = (ordered: readonly Pair[]): Pair[] => {
    const out: Pair[] = [];
    for (const p of ordered) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        // Collinear points are dropped too (<= 0): they add bytes, not shape.
        if (a === undefined || b === undefined || cross(a, b, p) > 0) break;
        out.pop();
      }
      out.push(p);
    }
    // Each chain's last point is the next chain's first.
    out.pop();
    return out;
  };
  const lower = chain(unique);
  const upper = chain([...unique].reverse());
  const ring = [...lower, ...upper];
  return [...ring, ...ring.slice(0, 1)];
}

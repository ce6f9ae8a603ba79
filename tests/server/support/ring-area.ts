import type { Position } from 'geojson';

/** Planar area of a ring in square degrees (shoelace); enough to compare shapes with each other. */
export function ringArea(ring: Position[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
    twice += x0 * y1 - x1 * y0;
  }
  return Math.abs(twice) / 2;
}

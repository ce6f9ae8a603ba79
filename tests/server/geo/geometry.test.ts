import fc from 'fast-check';
import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { bufferedHull } from '../../../server/geo/buffered-hull';
import { convexHull, type Pair } from '../../../server/geo/convex-hull';
import { simplifyGeometry } from '../../../server/geo/simplify-geometry';
import { unionGeometries } from '../../../server/geo/union-geometries';
import { pointInGeometry } from '../support/point-in-geometry';
import { ringArea } from '../support/ring-area';

const signedArea = (ring: Pair[]) =>
  ring.slice(0, -1).reduce((sum, [x0, y0], i) => {
    const [x1, y1] = ring[i + 1] ?? [x0, y0];
    return sum + (x0 * y1 - x1 * y0) / 2;
  }, 0);
const square = (x: number, y: number, size = 1): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ],
  ],
});

describe('convexHull', () => {
  it('keeps only the corners, counter-clockwise and closed', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 0],
      [2, 2],
      [0, 2],
      [1, 1],
      [0.5, 1.5],
    ]);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ]);
    expect(signedArea(hull)).toBe(4);
  });

  it('contains every input point', () => {
    const point = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }));
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 60 }), (points) => {
        const hull = convexHull(points);
        if (hull.length < 4) return;
        // Every point is left of (or on) every edge of a counter-clockwise ring.
        for (const [px, py] of points) {
          for (let i = 0; i < hull.length - 1; i++) {
            const [ax = 0, ay = 0] = hull[i] ?? [];
            const [bx = 0, by = 0] = hull[i + 1] ?? [];
            expect((bx - ax) * (py - ay) - (by - ay) * (px - ax)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });
});

describe('bufferedHull', () => {
  it('turns a single point into a ring about the given radius around it', () => {
    const polygon = bufferedHull([[-97.74, 30.27]], 1);
    if (polygon === null) throw new Error('expected a polygon');
    expect(pointInGeometry([-97.74, 30.27], polygon)).toBe(true);
    for (const [lng = 0, lat = 0] of polygon.coordinates[0] ?? []) {
      const km = Math.hypot(
        (lat - 30.27) * 111.32,
        (lng + 97.74) * 111.32 * Math.cos((30.27 * Math.PI) / 180),
      );
      expect(km).toBeCloseTo(1, 2);
    }
    expect(bufferedHull([], 1)).toBeNull();
  });
});

describe('simplifyGeometry', () => {
  it('drops wiggles below the tolerance, keeps corners, and keeps rings closed', () => {
    const wiggly: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0.5, 0.001],
          [1, 0],
          [1, 0.5],
          [1.001, 0.7],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(simplifyGeometry(wiggly, 0.01).coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ]);
    expect(simplifyGeometry(wiggly, 0).coordinates).toEqual(wiggly.coordinates);
  });

  it('drops a hole that collapses but never the outer ring', () => {
    const tiny = [
      [0.5, 0.5],
      [0.5001, 0.5],
      [0.5001, 0.5001],
      [0.5, 0.5],
    ];
    const outer = [
      [0, 0],
      [0.001, 0],
      [0.001, 0.001],
      [0, 0],
    ];
    expect(simplifyGeometry({ type: 'Polygon', coordinates: [outer, tiny] }, 0.1).coordinates).toEqual([
      outer,
    ]);
  });
});

describe('unionGeometries', () => {
  it('merges touching squares into one polygon without the shared border', () => {
    const merged = unionGeometries([square(0, 0), square(1, 0), square(0, 1)]);
    expect(merged?.type).toBe('Polygon');
    if (merged?.type !== 'Polygon') return;
    expect(merged.coordinates).toHaveLength(1);
    expect(ringArea(merged.coordinates[0] ?? [])).toBeCloseTo(3, 9);
    expect(pointInGeometry([1.5, 1.5], merged)).toBe(false);
  });

  it('keeps separate pieces as a MultiPolygon and gives nothing for nothing', () => {
    expect(unionGeometries([square(0, 0), square(5, 5)])?.type).toBe('MultiPolygon');
    expect(unionGeometries([])).toBeNull();
  });
});

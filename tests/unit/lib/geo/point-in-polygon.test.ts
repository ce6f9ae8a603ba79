import { describe, expect, it } from 'vitest';
import { polygonCrossingEdges } from '../../../../src/lib/geo/polygon-crossing-edges';
import { pointInPolygon } from '../../../support/point-in-polygon';

// An L-shaped ring ([lng, lat]): the notch at the top right is outside.
const L: [number, number][] = [
  [0, 0],
  [4, 0],
  [4, 2],
  [2, 2],
  [2, 4],
  [0, 4],
];

describe('pointInPolygon', () => {
  it('tells inside from outside, notch included', () => {
    expect(pointInPolygon([1, 1], L)).toBe(true);
    expect(pointInPolygon([1, 3], L)).toBe(true);
    expect(pointInPolygon([3, 1], L)).toBe(true);
    expect(pointInPolygon([3, 3], L)).toBe(false);
    expect(pointInPolygon([5, 1], L)).toBe(false);
    expect(pointInPolygon([-1, 1], L)).toBe(false);
  });

  it('is not thrown by a ray through a vertex or along a flat edge', () => {
    expect(pointInPolygon([1, 2], L)).toBe(true);
    expect(pointInPolygon([3, 2.000001], L)).toBe(false);
    expect(pointInPolygon([3, 1.999999], L)).toBe(true);
    expect(pointInPolygon([-1, 2], L)).toBe(false);
  });

  it('gives the same answer whether the ring is closed or not, and whichever way it turns', () => {
    const closed = [...L, L[0] ?? [0, 0]];
    const reversed = [...L].reverse();
    for (const point of [
      [1, 1],
      [3, 3],
      [1.5, 3.999],
    ] as const) {
      expect(pointInPolygon(point, closed)).toBe(pointInPolygon(point, L));
      expect(pointInPolygon(point, reversed)).toBe(pointInPolygon(point, L));
    }
  });

  it('applies the even-odd rule to a self-crossing ring and finds nothing in fewer than 3 points', () => {
    const bowtie: [number, number][] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(pointInPolygon([0.2, 1], bowtie)).toBe(true);
    expect(pointInPolygon([1, 1.8], bowtie)).toBe(false);
    expect(pointInPolygon([0, 0], [])).toBe(false);
    expect(
      pointInPolygon(
        [1, 0],
        [
          [0, 0],
          [2, 0],
        ],
      ),
    ).toBe(false);
  });
});

describe('polygonCrossingEdges', () => {
  it('drops flat edges and keeps the closing edge', () => {
    const edges = polygonCrossingEdges(L);
    expect(edges).toHaveLength(3);
    expect(edges.at(-1)).toEqual({ x: 0, y: 4, yEnd: 0, slope: -0 });
  });
});

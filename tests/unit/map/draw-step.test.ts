import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../../src/lib/geo/polygon-crossing-edges';
import { MAX_BOUNDARY_POINTS } from '../../../src/lib/listings-filters/search-boundary';
import { drawnBoundary, drawTap } from '../../../src/map/draw-step';

// A flat map for the tests: one degree is 100 px, north up.
const project = ([lng, lat]: LngLat) => ({ x: lng * 100, y: -lat * 100 });
const tapAt = (x: number, y: number) => ({ lngLat: [x / 100, -y / 100] as LngLat, point: { x, y } });
const SQUARE: LngLat[] = [
  [0, 0],
  [1, 0],
  [1, -1],
];

describe('drawTap', () => {
  it('adds a corner where the visitor taps', () => {
    expect(drawTap([], tapAt(50, 50), project, 10)).toEqual({ kind: 'add', corners: [[0.5, -0.5]] });
    expect(drawTap(SQUARE, tapAt(0, 100), project, 10)).toEqual({
      kind: 'add',
      corners: [...SQUARE, [0, -1]],
    });
  });

  it('closes the shape on a tap near the first corner, once there are three', () => {
    expect(drawTap(SQUARE, tapAt(6, 5), project, 10)).toEqual({ kind: 'finish', corners: SQUARE });
    // With two corners the shape cannot close yet: a tap by the first corner is one more corner.
    expect(drawTap(SQUARE.slice(0, 2), tapAt(3, 3), project, 10)).toEqual({
      kind: 'add',
      corners: [...SQUARE.slice(0, 2), [0.03, -0.03]],
    });
  });

  it('closes the shape on the second click of a double-click (a tap on the last corner), never stacking corners', () => {
    expect(drawTap(SQUARE, tapAt(101, 99), project, 10)).toEqual({ kind: 'finish', corners: SQUARE });
    expect(drawTap([[0, 0]], tapAt(2, 2), project, 10)).toEqual({ kind: 'ignore' });
  });

  it('judges nearness in pixels, with the tolerance asked for (larger for fingers)', () => {
    expect(drawTap(SQUARE, tapAt(15, 0), project, 10).kind).toBe('add');
    expect(drawTap(SQUARE, tapAt(15, 0), project, 22).kind).toBe('finish');
  });

  it('closes the shape by itself at the corner limit', () => {
    const many: LngLat[] = Array.from({ length: MAX_BOUNDARY_POINTS - 1 }, (_, i) => [i, (i % 2) * 3]);
    const result = drawTap(many, tapAt(50_000, 50_000), project, 10);
    expect(result.kind).toBe('finish');
    if (result.kind === 'finish') expect(result.corners).toHaveLength(MAX_BOUNDARY_POINTS);
  });
});

describe('drawnBoundary', () => {
  it('gives the search area the corners make, rounded as the URL keeps it', () => {
    expect(
      drawnBoundary([
        [-97.7000004, 30.3],
        [-97.6, 30.3],
        [-97.6, 30.2],
      ]),
    ).toEqual([
      [-97.7, 30.3],
      [-97.6, 30.3],
      [-97.6, 30.2],
    ]);
  });

  it('gives nothing for fewer than three corners or corners on one line', () => {
    expect(drawnBoundary(SQUARE.slice(0, 2))).toBeNull();
    expect(
      drawnBoundary([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBeNull();
  });
});

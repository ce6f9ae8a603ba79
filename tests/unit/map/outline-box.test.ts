import { describe, expect, it } from 'vitest';
import { outlineBox } from '../../../src/map/outline-box';

const square = (west: number, south: number, east: number, north: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ] as [number, number][],
];

describe('the box the map fits a chosen area to', () => {
  it('holds every part of an area drawn in several features', () => {
    const box = outlineBox({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: square(-97.8, 30.4, -97.6, 30.6) },
          properties: null,
        },
        {
          type: 'Feature',
          geometry: { type: 'MultiPolygon', coordinates: [square(-97.5, 30.5, -97.4, 30.7)] },
          properties: null,
        },
      ],
    });
    expect(box).toEqual({ north: 30.7, south: 30.4, east: -97.4, west: -97.8 });
  });

  it('is none for an outline with no positions, so the map keeps the area’s own camera', () => {
    expect(outlineBox({ type: 'FeatureCollection', features: [] })).toBeNull();
    expect(
      outlineBox({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [] }, properties: null }],
      }),
    ).toBeNull();
  });
});

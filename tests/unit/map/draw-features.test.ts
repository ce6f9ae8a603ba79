import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../../src/lib/geo/polygon-crossing-edges';
import { drawBox } from '../../../src/map/draw-box';
import { boundaryFeatures, draftFeatures } from '../../../src/map/draw-features';

const TRIANGLE: LngLat[] = [
  [-97.8, 30.3],
  [-97.7, 30.3],
  [-97.75, 30.2],
];

describe('boundaryFeatures', () => {
  it('draws the search area as one closed polygon, and nothing without one', () => {
    expect(boundaryFeatures(TRIANGLE).features).toEqual([
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [[...TRIANGLE, TRIANGLE[0]]] },
      },
    ]);
    expect(boundaryFeatures(null).features).toEqual([]);
  });
});

describe('draftFeatures', () => {
  it('shows nothing before the first corner', () => {
    expect(draftFeatures(null).features).toEqual([]);
    expect(draftFeatures({ corners: [], cursor: [-97.7, 30.3] }).features).toEqual([]);
  });

  it('draws a line on to the pointer and a dot per corner', () => {
    const { features } = draftFeatures({ corners: TRIANGLE.slice(0, 1), cursor: [-97.7, 30.3] });
    expect(features.map((feature) => feature.geometry.type)).toEqual(['LineString', 'Point']);
    expect(features[0]?.geometry).toEqual({ type: 'LineString', coordinates: [TRIANGLE[0], [-97.7, 30.3]] });
  });

  it('fills the shape so far and marks the first corner once a click on it would close the shape', () => {
    const { features } = draftFeatures({ corners: TRIANGLE, cursor: null });
    expect(features.map((feature) => feature.geometry.type)).toEqual([
      'Polygon',
      'LineString',
      'Point',
      'Point',
      'Point',
    ]);
    expect(features.filter((feature) => feature.properties?.closes === true)).toHaveLength(1);
    expect(features[2]?.properties).toEqual({ closes: true });
    expect(draftFeatures({ corners: TRIANGLE.slice(0, 2), cursor: null }).features[1]?.properties).toEqual({
      closes: false,
    });
  });
});

describe('drawBox', () => {
  it('is the box around the drawn area', () => {
    expect(drawBox(TRIANGLE)).toEqual({ north: 30.3, south: 30.2, east: -97.7, west: -97.8 });
  });
});

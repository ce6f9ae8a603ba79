import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import type { LngLat } from '../lib/geo/polygon-crossing-edges';

/** A drawing in progress: the corners placed so far, and where the pointer is (null on touch screens). */
export interface DrawDraft {
  readonly corners: readonly LngLat[];
  readonly cursor: LngLat | null;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const position = ([lng, lat]: LngLat): [number, number] => [lng, lat];

/** The drawn search area as GeoJSON: one closed polygon, or nothing. */
export function boundaryFeatures(
  ring: readonly LngLat[] | null,
): FeatureCollection<Polygon> | FeatureCollection {
  const first = ring?.[0];
  if (!ring || !first || ring.length < 3) return EMPTY;
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [[...ring.map(position), position(first)]] },
      },
    ],
  };
}

/**
 * The drawing in progress as GeoJSON: the shape so far (from three corners), the line through the corners
 * and on to the pointer, and each corner as a point; the first is marked `closes` once there are three
 * corners, since a click on it then finishes the shape.
 */
export function draftFeatures(draft: DrawDraft | null): FeatureCollection {
  if (!draft || draft.corners.length === 0) return EMPTY;
  const { corners, cursor } = draft;
  const features: Feature<Polygon | LineString | Point>[] = [];
  const path = cursor ? [...corners, cursor] : [...corners];
  const first = corners[0];
  if (path.length >= 3 && first) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...path.map(position), position(first)]] },
    });
  }
  if (path.length >= 2) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: path.map(position) },
    });
  }
  corners.forEach((corner, index) => {
    features.push({
      type: 'Feature',
      properties: { closes: index === 0 && corners.length >= 3 },
      geometry: { type: 'Point', coordinates: position(corner) },
    });
  });
  return { type: 'FeatureCollection', features };
}

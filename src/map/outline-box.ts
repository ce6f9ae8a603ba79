import type { AreaPolygonResponse } from '../contract';
import { geoBounds } from '../lib/geo/geo-bounds';
import type { GeoBox } from './map-adapter';

/** The box around every feature of an area's outline, for the map to fit; null when it has no positions. */
export function outlineBox(outline: AreaPolygonResponse): GeoBox | null {
  const boxes = outline.features.flatMap((feature) => geoBounds(feature.geometry) ?? []);
  if (boxes.length === 0) return null;
  return {
    north: Math.max(...boxes.map((box) => box.maxLat)),
    south: Math.min(...boxes.map((box) => box.minLat)),
    east: Math.max(...boxes.map((box) => box.maxLng)),
    west: Math.min(...boxes.map((box) => box.minLng)),
  };
}

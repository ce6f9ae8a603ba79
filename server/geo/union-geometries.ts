import type { MultiPolygon, Polygon } from 'geojson';
// The package ships only a default export at run time (CommonJS and ESM alike); its types declare names.
import polygonClipping from 'polygon-clipping';
import type { Pair } from './convex-hull';

type ClipPolygon = Pair[][];

function toClip(geometry: Polygon | MultiPolygon): ClipPolygon[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng = 0, lat = 0]): Pair => [lng, lat])));
}

/**
 * The geometric union of `geometries`: shared borders vanish, so the counties of a metro become its one
 * outline. A single Polygon when the result is connected, a MultiPolygon otherwise; null for no input.
 */
export function unionGeometries(
  geometries: readonly (Polygon | MultiPolygon)[],
): Polygon | MultiPolygon | null {
  const parts = geometries.flatMap(toClip);
  const [first, ...rest] = parts;
  if (first === undefined) return null;
  const merged = polygonClipping.union(first, ...rest);
  const [only] = merged;
  if (merged.length === 1 && only !== undefined) return { type: 'Polygon', coordinates: only };
  return { type: 'MultiPolygon', coordinates: merged };
}

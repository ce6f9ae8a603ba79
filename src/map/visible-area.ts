import type { MapBounds } from '../lib/listings-filters/filter-state-to-query';
import type { GeoBox } from './map-adapter';

/** The visible map area as the listings and pins calls take it (SPEC §7 coordinates). */
export interface VisibleArea {
  readonly bounds: MapBounds;
  /** The same area as a closed [lng, lat] ring: the geosearch polygon. */
  readonly polygon: readonly (readonly [number, number])[];
}

// Six decimals (≈ 11 cm) keep the query string short and equal views equal.
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * The search area of a map view. Longitudes are clamped to ±180 so a view zoomed out across the
 * antimeridian still makes a valid query (Texas never gets near it).
 */
export function visibleArea(box: GeoBox): VisibleArea {
  const top = round6(clamp(box.north, 90));
  const bottom = round6(clamp(box.south, 90));
  const left = round6(clamp(box.west, 180));
  const right = round6(clamp(box.east, 180));
  return {
    bounds: { top, right, bottom, left },
    polygon: [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
      [left, top],
    ],
  };
}

import * as v from 'valibot';
import type { LngLat } from '../lib/geo/polygon-crossing-edges';
import {
  MAX_BOUNDARY_POINTS,
  type SearchBoundary,
  searchBoundarySchema,
} from '../lib/listings-filters/search-boundary';

/** What a tap (click or touch) on the map does to a drawing. */
export type DrawTapResult =
  | { readonly kind: 'add'; readonly corners: readonly LngLat[] }
  | { readonly kind: 'finish'; readonly corners: readonly LngLat[] }
  | { readonly kind: 'ignore' };

export interface DrawTap {
  /** Where the tap landed on the map. */
  readonly lngLat: LngLat;
  /** The same place in pixels inside the map. */
  readonly point: { readonly x: number; readonly y: number };
}

const near = (a: { x: number; y: number }, b: { x: number; y: number }, tolerance: number) =>
  Math.hypot(a.x - b.x, a.y - b.y) <= tolerance;

/**
 * The rules of drawing a search area by taps. A tap on the first corner (once there are three) closes the
 * shape. A tap on the last corner closes it too: that is the second click of a double-click, or a double
 * tap on a phone, which would otherwise leave two corners on one spot. With fewer than three corners such
 * a tap does nothing. Any other tap adds a corner, and the hundredth closes the shape (the URL's limit).
 * Nearness is judged in pixels, so it feels the same at every zoom; `tolerance` is larger for fingers.
 */
export function drawTap(
  corners: readonly LngLat[],
  tap: DrawTap,
  project: (corner: LngLat) => { x: number; y: number },
  tolerance: number,
): DrawTapResult {
  const first = corners[0];
  const last = corners.at(-1);
  if (first && corners.length >= 3 && near(project(first), tap.point, tolerance)) {
    return { kind: 'finish', corners };
  }
  if (last && near(project(last), tap.point, tolerance)) {
    return corners.length >= 3 ? { kind: 'finish', corners } : { kind: 'ignore' };
  }
  const next = [...corners, tap.lngLat];
  return next.length >= MAX_BOUNDARY_POINTS
    ? { kind: 'finish', corners: next }
    : { kind: 'add', corners: next };
}

/**
 * The search area the corners make, as the filters keep it (rounded, repeats dropped), or null when they
 * make no area: fewer than three distinct corners, or all on one line.
 */
export function drawnBoundary(corners: readonly LngLat[]): SearchBoundary | null {
  const result = v.safeParse(
    searchBoundarySchema,
    corners.map(([lng, lat]): [number, number] => [lng, lat]),
  );
  return result.success ? result.output : null;
}

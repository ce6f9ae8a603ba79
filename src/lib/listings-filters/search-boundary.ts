import * as v from 'valibot';
import type { LngLat } from '../geo/polygon-crossing-edges';

/**
 * A search area the visitor drew on the map: the corners of a polygon as [lng, lat], in drawing order,
 * not closed (the last corner joins the first). Normalised: five decimals (≈ 1 m, finer than a finger or
 * a mouse can place a corner), no corner repeating the one before it, 3 … MAX_BOUNDARY_POINTS corners
 * and a non-zero area. It may cross itself: the search counts a listing by the even-odd rule.
 */
export type SearchBoundary = readonly LngLat[];

/**
 * Corners a drawn area may have. A hand-drawn search area has a dozen; the cap keeps the URL short
 * (≈ 6 characters a corner) and a saved search far below its storage limit, and the query far below
 * the API's 500-point geosearch limit.
 */
export const MAX_BOUNDARY_POINTS = 100;

/** Decimals kept of each coordinate (1e-5° ≈ 1.1 m). */
export const BOUNDARY_DECIMALS = 5;
const SCALE = 10 ** BOUNDARY_DECIMALS;

function degrees(limit: number) {
  return v.pipe(
    v.number(),
    v.finite(),
    // `+ 0` folds -0 into 0, which would not compare equal after a URL round trip.
    v.transform((value: number) => Math.round(value * SCALE) / SCALE + 0),
    v.minValue(-limit),
    v.maxValue(limit),
  );
}

/** Drops corners equal to the one before them, the closing repeat of the first corner included. */
function withoutRepeats(ring: [number, number][]): [number, number][] {
  const kept: [number, number][] = [];
  for (const point of ring) {
    const last = kept.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) kept.push(point);
  }
  const first = kept[0];
  const last = kept.at(-1);
  if (kept.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) kept.pop();
  return kept;
}

/** Twice the signed area (shoelace); zero when every corner lies on one line. */
function doubledArea(ring: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] ?? [0, 0];
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * Validates and normalises a drawn area (see `SearchBoundary`), shared by the URL parser and
 * `normalizeFilterState` so a polygon built in the UI obeys the same rules as one read from a link.
 * Idempotent: a normalised boundary passes unchanged.
 */
export const searchBoundarySchema = v.pipe(
  v.array(v.tuple([degrees(180), degrees(90)])),
  v.transform(withoutRepeats),
  v.minLength(3, 'Expected at least 3 distinct corners'),
  v.maxLength(MAX_BOUNDARY_POINTS, `Expected at most ${MAX_BOUNDARY_POINTS} corners`),
  v.check((ring) => doubledArea(ring) !== 0, 'Expected an area, not a line'),
);

import type { LngLat } from '../geo/polygon-crossing-edges';
import { BOUNDARY_DECIMALS } from './search-boundary';

/**
 * The `boundary` URL parameter: a drawn search area in a few characters a corner. The scheme is Google's
 * encoded polyline (latitude then longitude, in units of 1e-5°, each a zigzag-signed delta from the
 * corner before, written five bits at a time, low bits first, with a sixth bit meaning "more follows"),
 * but each 6-bit digit is written in the base64url alphabet, which URLs carry without escaping, where
 * the original's ASCII 63…126 would turn `[`, `\`, `` ` ``, `{`, `|` and `}` into three-character escapes.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SCALE = 10 ** BOUNDARY_DECIMALS;
/** 2^27 units = 1342°: no zigzag value of a real coordinate or delta comes near; longer runs are garbage. */
const MAX_DIGITS = 6;

function writeNumber(value: number, out: string[]): void {
  // Zigzag: 0, -1, 1, -2 … → 0, 1, 2, 3 …, so small deltas of either sign stay short.
  let rest = value < 0 ? -2 * value - 1 : 2 * value;
  do {
    const low = rest % 32;
    rest = Math.floor(rest / 32);
    out.push(ALPHABET.charAt(rest > 0 ? low + 32 : low));
  } while (rest > 0);
}

/** The parameter's text for a boundary (assumed normalised: coordinates with at most five decimals). */
export function encodeBoundaryParam(ring: readonly LngLat[]): string {
  const out: string[] = [];
  let lastLat = 0;
  let lastLng = 0;
  for (const [lng, lat] of ring) {
    const latUnits = Math.round(lat * SCALE);
    const lngUnits = Math.round(lng * SCALE);
    writeNumber(latUnits - lastLat, out);
    writeNumber(lngUnits - lastLng, out);
    lastLat = latUnits;
    lastLng = lngUnits;
  }
  return out.join('');
}

/**
 * The corners a parameter's text stands for, or null when it is not a complete encoding (a character
 * outside the alphabet, a number cut short, a latitude without its longitude). Ranges and corner counts
 * are left to `searchBoundarySchema`.
 */
export function decodeBoundaryParam(text: string): LngLat[] | null {
  const numbers: number[] = [];
  let value = 0;
  let factor = 1;
  let digits = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0 || ++digits > MAX_DIGITS) return null;
    value += (digit % 32) * factor;
    factor *= 32;
    if (digit < 32) {
      numbers.push(value % 2 === 1 ? -(value + 1) / 2 : value / 2);
      value = 0;
      factor = 1;
      digits = 0;
    }
  }
  if (digits > 0 || numbers.length % 2 !== 0) return null;
  const ring: LngLat[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < numbers.length; i += 2) {
    lat += numbers[i] ?? 0;
    lng += numbers[i + 1] ?? 0;
    // `+ 0` folds -0 into 0, as the schema does.
    ring.push([lng / SCALE + 0, lat / SCALE + 0]);
  }
  return ring;
}

/**
 * Tells whether a listing value holds a usable number. Listing data is sparse: a missing field may
 * arrive as null, undefined or NaN, and all of them must render as 'N/A' rather than '0' or 'NaN'.
 */
export function isPresentNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

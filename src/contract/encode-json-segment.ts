/**
 * A JSON path segment of a GET call (/api/v1/listings/{json},
 * /api/searchPostalMore/{json}): the value as JSON, percent-encoded for a path.
 */
export function encodeJsonSegment(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

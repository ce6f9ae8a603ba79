import { encodeJsonSegment } from './encode-json-segment';
import type { ListingsQueryInput } from './listings-query';

/** The `{json}` path segment of GET /api/v1/listings/{json}: `encodeURIComponent(JSON.stringify(query))`. */
export function encodeListingsQuery(query: ListingsQueryInput): string {
  return encodeJsonSegment(query);
}

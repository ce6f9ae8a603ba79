import { type DecodeResult, decodeJsonSegment } from './decode-json-segment';
import { type ListingsQuery, listingsQuerySchema } from './listings-query';

/**
 * Reads the `{json}` path segment of GET /api/v1/listings/{json} (percent-encoded or already decoded).
 * Never throws: `{ ok: false, message: 'filters.page: Expected an integer >= 1', issues }` on any problem.
 */
export function decodeListingsQuery(segment: string): DecodeResult<ListingsQuery> {
  return decodeJsonSegment(listingsQuerySchema, segment, 'listings query');
}

import { searchAddressResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * `GET /api/searchAddress/{text}`: the global search panel's four groups (addresses, cities, MLS numbers,
 * postal codes). Callers send only non-blank text (SPEC §5); the text is one path segment.
 */
export function fetchSearchAddress(api: ApiClient, text: string, signal?: AbortSignal) {
  return api.get(`api/searchAddress/${encodeURIComponent(text.trim())}`, searchAddressResponseSchema, {
    signal,
  });
}

import type { ApiClient } from '../../api/create-api-client';
import { searchCityResponseSchema } from '../../contract';

/** `GET /api/searchCity/{text}`: cities whose name starts with the text (SPEC §7). Send non-blank text only. */
export function fetchSearchCity(api: ApiClient, text: string, signal?: AbortSignal) {
  return api.get(`api/searchCity/${encodeURIComponent(text.trim())}`, searchCityResponseSchema, { signal });
}

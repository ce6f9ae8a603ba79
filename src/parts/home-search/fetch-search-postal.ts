import type { ApiClient } from '../../api/create-api-client';
import { encodeJsonSegment, searchPostalResponseSchema } from '../../contract';

/** How many ZIP codes one 'Load more' asks for (SPEC §9). */
export const POSTAL_BATCH = 10;

/**
 * The ZIP codes starting with `text` (SPEC §7): the first answer from `GET /api/searchPostal/{text}`,
 * later batches of 10 from `GET /api/searchPostalMore/{json}` with `start` = how many are shown already.
 * Send non-blank text only.
 */
export function fetchSearchPostal(api: ApiClient, text: string, start: number, signal?: AbortSignal) {
  const trimmed = text.trim();
  const path =
    start === 0
      ? `api/searchPostal/${encodeURIComponent(trimmed)}`
      : `api/searchPostalMore/${encodeJsonSegment({ text: trimmed, start, end: POSTAL_BATCH })}`;
  return api.get(path, searchPostalResponseSchema, { signal });
}

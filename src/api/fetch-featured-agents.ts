import type { ApiResult } from './api-result';
import { type ApiClient, GET_RETRY } from './create-api-client';
import { toApiFailure } from './to-api-failure';

const PATH = 'api/featuredAgents';

/**
 * `GET /api/featuredAgents` (SPEC §7): the featured agents as an HTML fragment, raw. It is untrusted
 * until `readFeaturedAgents` has sanitised it. The one call whose answer is text, not JSON.
 */
export async function fetchFeaturedAgents(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<string>> {
  try {
    const html = await api.http
      .get(PATH, { headers: { accept: 'text/html' }, retry: GET_RETRY, ...(signal ? { signal } : {}) })
      .text();
    return { ok: true, value: html };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, PATH) };
  }
}

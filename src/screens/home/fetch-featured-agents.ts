import type { ApiResult } from '../../api/api-result';
import type { ApiClient } from '../../api/create-api-client';

/**
 * `GET /api/featuredAgents` (SPEC §7): the featured agents as an HTML fragment, raw. It is untrusted
 * until `readFeaturedAgents` has sanitised it. (The API client speaks JSON, so this one call uses fetch.)
 */
export async function fetchFeaturedAgents(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<string>> {
  const url = new URL('api/featuredAgents', api.base).href;
  try {
    const response = await fetch(url, { signal: signal ?? null, headers: { accept: 'text/html' } });
    if (!response.ok) {
      return {
        ok: false,
        failure: {
          kind: response.status >= 500 ? 'server' : 'rejected',
          status: response.status,
          message: `${response.status} from ${url}`,
        },
      };
    }
    return { ok: true, value: await response.text() };
  } catch (error) {
    if (signal?.aborted) return { ok: false, failure: { kind: 'aborted', message: `Superseded: ${url}` } };
    return { ok: false, failure: { kind: 'offline', message: `No answer from ${url}: ${String(error)}` } };
  }
}

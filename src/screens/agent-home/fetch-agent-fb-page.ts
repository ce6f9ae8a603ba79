import type { ApiClient } from '../../api/create-api-client';
import { agentFbPageResponseSchema } from '../../contract';

/**
 * `GET /api/agentFbPage/{host}` (SPEC §7): the agent with a Facebook page behind the messenger block, or
 * `{ data: null }` (SPEC's `false`) when there is none and the block stays hidden.
 */
export function fetchAgentFbPage(api: ApiClient, host: string, signal?: AbortSignal) {
  return api.get(`api/agentFbPage/${encodeURIComponent(host)}`, agentFbPageResponseSchema, { signal });
}

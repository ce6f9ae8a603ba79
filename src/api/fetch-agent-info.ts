import { agentResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/agentInfo/{MatrixDir}`: one agent of the brokerage (SPEC §7). */
export function fetchAgentInfo(api: ApiClient, matrixDir: string, signal?: AbortSignal) {
  return api.get(`api/agentInfo/${encodeURIComponent(matrixDir)}`, agentResponseSchema, { signal });
}

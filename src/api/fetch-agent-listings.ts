import { agentListingsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/agentListings/{MatrixDir}`: the agent's listings on the market and recent sales. */
export function fetchAgentListings(api: ApiClient, matrixDir: string, signal?: AbortSignal) {
  return api.get(`api/agentListings/${encodeURIComponent(matrixDir)}`, agentListingsResponseSchema, {
    signal,
  });
}

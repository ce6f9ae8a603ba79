import { agentResponseSchema, webAgentsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** Who the tour card shows: the listing's agent, or the brokerage's default web agent. */
export type TourAgent =
  | { kind: 'agent'; matrixDir: string; name: string; email: string | null; phone: string | null }
  | { kind: 'web'; name: string; email: string | null; phone: string | null };

/**
 * The tour card's person (SPEC §2 "Schedule tour"): `GET /api/agentInfo/{MatrixDir}` when the listing
 * has an agent of ours, and `GET /api/getWebAgent` (first entry) when it has none or that agent cannot
 * be read. `null` when neither answers; the card is then left out rather than shown empty.
 */
export async function fetchTourAgent(
  api: ApiClient,
  matrixDir: string | null,
  signal?: AbortSignal,
): Promise<TourAgent | null> {
  if (matrixDir) {
    const path = `api/agentInfo/${encodeURIComponent(matrixDir)}`;
    const result = await api.get(path, agentResponseSchema, { signal });
    if (result.ok) {
      const agent = result.value.data;
      return {
        kind: 'agent',
        matrixDir: agent.MatrixDir,
        name: agent.AgentChimeName ?? agent.MatrixDir,
        email: agent.AgenteMail,
        phone: agent.AgentBizPhone ?? agent.AgentPhone,
      };
    }
  }
  const web = await api.get('api/getWebAgent', webAgentsResponseSchema, { signal });
  const first = web.ok ? web.value.data[0] : undefined;
  return first ? { kind: 'web', name: first.full_name, email: first.email, phone: first.office_phone } : null;
}

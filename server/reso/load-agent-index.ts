import type { Queryable } from '../db/db';
import { isBrokerageOffice } from './is-brokerage-office';

/** How a listing's agent relates to the brokerage. */
export interface ListAgentLink {
  /** Our agent's MatrixDir (the tour card and agent page), or null for another brokerage's agent. */
  matrixDir: string | null;
  /** The brokerage's own listing (`rtlist`): its office or one of its agents lists it. */
  ours: boolean;
}

export type AgentIndex = (listing: {
  ListAgentMlsId: string | null;
  ListAgentFullName: string;
  ListOfficeName: string;
}) => ListAgentLink;

/**
 * Reads our agents once per import and returns the lookup of a listing's agent: by MLS id first (set by
 * a Member import), else by full name when the listing office is ours (agents that never came from the
 * MLS, such as the generated brokerage, have no MLS id).
 */
export async function loadAgentIndex(db: Queryable, brokerage: string): Promise<AgentIndex> {
  const agents = await db.query<{ matrix_dir: string; full_name: string; member_mls_id: string | null }>(
    'SELECT matrix_dir, full_name, member_mls_id FROM agents ORDER BY matrix_dir',
  );
  const byMlsId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const agent of agents.rows) {
    if (agent.member_mls_id !== null) byMlsId.set(agent.member_mls_id, agent.matrix_dir);
    const name = agent.full_name.toLowerCase();
    if (!byName.has(name)) byName.set(name, agent.matrix_dir);
  }
  return (listing) => {
    const officeIsOurs = isBrokerageOffice(listing.ListOfficeName, brokerage);
    const matrixDir =
      (listing.ListAgentMlsId === null ? undefined : byMlsId.get(listing.ListAgentMlsId)) ??
      (officeIsOurs ? byName.get(listing.ListAgentFullName.toLowerCase()) : undefined) ??
      null;
    return { matrixDir, ours: officeIsOurs || matrixDir !== null };
  };
}

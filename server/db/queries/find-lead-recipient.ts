import type { Queryable } from '../db';

/**
 * Where a lead about `listingKey` goes: the e-mail of the listing's agent when the agent is one of ours,
 * otherwise `fallback` (the brokerage's lead address). Also returns the listing's address for the mail.
 */
export async function findLeadRecipient(
  db: Queryable,
  listingKey: number | null,
  fallback: string,
): Promise<{ recipient: string; agentName: string | null }> {
  if (listingKey === null) return { recipient: fallback, agentName: null };
  const result = await db.query<{ email: string | null; full_name: string | null }>(
    `SELECT a.email, a.full_name
       FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir
      WHERE l.listing_key_numeric = $1`,
    [listingKey],
  );
  const agent = result.rows[0];
  return agent?.email
    ? { recipient: agent.email, agentName: agent.full_name }
    : { recipient: fallback, agentName: null };
}

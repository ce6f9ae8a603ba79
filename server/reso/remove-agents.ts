import type { Queryable } from '../db/db';

/**
 * Takes down the agent pages of members who are no longer the brokerage's (inactive, gone to another
 * office, or no longer sent by a full refresh): their listings keep the listing but lose the link to
 * the page, and the agent row goes. Only agents that came from the MLS (with a MemberKey) are touched.
 * Returns how many agents were removed.
 */
export async function removeAgents(
  tx: Queryable,
  which: { memberKeys: readonly string[] } | { notAmong: readonly string[] },
): Promise<number> {
  const condition =
    'memberKeys' in which
      ? 'member_key = ANY($1::text[])'
      : 'member_key IS NOT NULL AND member_key <> ALL($1::text[])';
  const keys = 'memberKeys' in which ? which.memberKeys : which.notAmong;
  if ('memberKeys' in which && keys.length === 0) return 0;
  await tx.query(
    `UPDATE listings SET list_agent_matrix_dir = NULL
      WHERE list_agent_matrix_dir IN (SELECT matrix_dir FROM agents WHERE ${condition})`,
    [keys],
  );
  const removed = await tx.query(`DELETE FROM agents WHERE ${condition} RETURNING matrix_dir`, [keys]);
  return removed.rows.length;
}

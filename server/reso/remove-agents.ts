import type { Queryable } from '../db/db';

/**
 * Takes down the agent pages of members who are no longer the brokerage's (inactive, gone to another
 * office, or no longer sent by a feed's full refresh): their listings keep the listing but lose the link
 * to the page, and the agent row goes. Only agents that came from the MLS (with a MemberKey) are touched.
 * Returns how many agents were removed.
 */
export async function removeAgents(
  tx: Queryable,
  which: { memberKeys: readonly string[] } | { feedId: string; notAmong: readonly string[] },
): Promise<number> {
  if ('memberKeys' in which && which.memberKeys.length === 0) return 0;
  const [condition, params] =
    'memberKeys' in which
      ? ['member_key = ANY($1::text[])', [which.memberKeys]]
      : [
          'feed_id = $2 AND member_key IS NOT NULL AND member_key <> ALL($1::text[])',
          [which.notAmong, which.feedId],
        ];
  await tx.query(
    `UPDATE listings SET list_agent_matrix_dir = NULL
      WHERE list_agent_matrix_dir IN (SELECT matrix_dir FROM agents WHERE ${condition})`,
    params,
  );
  const removed = await tx.query(`DELETE FROM agents WHERE ${condition} RETURNING matrix_dir`, params);
  return removed.rows.length;
}

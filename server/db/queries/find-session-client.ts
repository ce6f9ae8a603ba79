import type { Queryable } from '../db';

/** The client of the unexpired session whose token hashes to `tokenHash`, or null. */
export async function findSessionClient(db: Queryable, tokenHash: string): Promise<number | null> {
  const { rows } = await db.query<{ clientId: number }>(
    'SELECT client_id AS "clientId" FROM client_sessions WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
    { prepare: true },
  );
  return rows[0]?.clientId ?? null;
}

import type { Queryable } from '../db';

/** Signs the client out everywhere, except on the session whose token hash is `keep` when one is given. */
export async function endClientSessions(db: Queryable, clientId: number, keep: string | null = null) {
  await db.query('DELETE FROM client_sessions WHERE client_id = $1 AND token_hash IS DISTINCT FROM $2', [
    clientId,
    keep,
  ]);
}

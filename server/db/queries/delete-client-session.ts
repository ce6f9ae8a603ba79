import type { Queryable } from '../db';

/** Ends the one session whose token hashes to `tokenHash` (signing out on this browser). */
export async function deleteClientSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM client_sessions WHERE token_hash = $1', [tokenHash]);
}

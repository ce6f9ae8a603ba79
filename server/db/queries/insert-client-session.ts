import type { Queryable } from '../db';

/** Stores a session of `clientId` lasting `days`, dropping the client's sessions that ran out. */
export async function insertClientSession(db: Queryable, tokenHash: string, clientId: number, days: number) {
  // Sessions that ran out are of no use to anyone; a sign-in is a good moment to drop the client's.
  await db.query('DELETE FROM client_sessions WHERE client_id = $1 AND expires_at <= now()', [clientId]);
  await db.query(
    `INSERT INTO client_sessions (token_hash, client_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [tokenHash, clientId, days],
  );
}

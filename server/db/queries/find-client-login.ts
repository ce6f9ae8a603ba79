import type { Queryable } from '../db';

export interface ClientLogin {
  clientId: number;
  passwordHash: string | null;
}

/** The account an e-mail signs in to (any letter case), with its password hash; null when none. */
export async function findClientLogin(db: Queryable, email: string): Promise<ClientLogin | null> {
  const { rows } = await db.query<ClientLogin>(
    `SELECT client_id AS "clientId", password_hash AS "passwordHash" FROM clients WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

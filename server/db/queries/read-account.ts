import type { Queryable } from '../db';

/** What the account pages check a client's request against: its address, phone, password and language. */
export interface Account {
  email: string;
  phone: string | null;
  passwordHash: string | null;
  language: string | null;
}

/** The account of `clientId`, or null when there is no such client (deleted meanwhile). */
export async function readAccount(db: Queryable, clientId: number): Promise<Account | null> {
  const { rows } = await db.query<Account>(
    `SELECT email, phone, password_hash AS "passwordHash", language FROM clients WHERE client_id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

import type { Queryable } from '../db';

/** Whether another account than `clientId` already has `email` (any letter case). */
export async function emailTaken(db: Queryable, email: string, clientId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM clients WHERE lower(email) = lower($1) AND client_id <> $2',
    [email, clientId],
  );
  return rows.length > 0;
}

import type { Queryable } from '../db';
import { emailTaken } from './email-taken';

/**
 * Proves `email` for `clientId`: the account's own address becomes verified, or a pending change takes
 * effect (the new address, verified). False when the new address was taken by another account meanwhile.
 */
export async function confirmClientEmail(db: Queryable, clientId: number, email: string): Promise<boolean> {
  if (await emailTaken(db, email, clientId)) return false;
  await db.query('UPDATE clients SET email = $2, email_verified_at = now() WHERE client_id = $1', [
    clientId,
    email,
  ]);
  return true;
}

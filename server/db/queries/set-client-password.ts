import type { Queryable } from '../db';

/**
 * Stores `passwordHash` as the client's password. `provenEmail`, the address a recovery link reached,
 * verifies the account's address when it is still that one.
 */
export async function setClientPassword(
  db: Queryable,
  clientId: number,
  passwordHash: string,
  provenEmail: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE clients SET password_hash = $2,
       email_verified_at = CASE WHEN lower(email) = lower($3::text) THEN coalesce(email_verified_at, now())
                                ELSE email_verified_at END
     WHERE client_id = $1`,
    [clientId, passwordHash, provenEmail],
  );
}

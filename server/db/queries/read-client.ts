import type { Client } from '../../../src/contract';
import type { Queryable } from '../db';

/**
 * The columns of a client as the contract's Client (SPEC §3): first name, surname, e-mail, phone, photo,
 * whether the e-mail is verified and the new address of a change waiting for its link (migration 029).
 */
export const CLIENT_COLUMNS = `client_id AS "ClientID", party_name AS "PartyName", lname, email AS "PartyEmail",
  phone AS "PartyPhone", image_url, email_verified_at IS NOT NULL AS "EmailVerified",
  (SELECT t.email FROM account_tokens t
    WHERE t.client_id = clients.client_id AND t.purpose = 'verify_email' AND t.used_at IS NULL
      AND t.expires_at > now() AND lower(t.email) <> lower(clients.email)
    ORDER BY t.created_at DESC LIMIT 1) AS "PendingEmail"`;

/** One client as the widgets see it, or null when there is no such client. */
export async function readClient(db: Queryable, clientId: number): Promise<Client | null> {
  const { rows } = await db.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE client_id = $1`, [
    clientId,
  ]);
  return rows[0] ?? null;
}

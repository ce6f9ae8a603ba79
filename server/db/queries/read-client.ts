import type { Client } from '../../../src/contract';
import type { Queryable } from '../db';

/** The columns of a client as the contract's Client (SPEC §3): first name, surname, e-mail, phone, photo. */
export const CLIENT_COLUMNS = `client_id AS "ClientID", party_name AS "PartyName", lname, email AS "PartyEmail",
  phone AS "PartyPhone", image_url`;

/** One client as the widgets see it, or null when there is no such client. */
export async function readClient(db: Queryable, clientId: number): Promise<Client | null> {
  const { rows } = await db.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE client_id = $1`, [
    clientId,
  ]);
  return rows[0] ?? null;
}

import type { Queryable } from '../db';

/** Deletes a client's account; its sessions, saved listings and searches go with it (ON DELETE CASCADE). */
export async function deleteClient(db: Queryable, clientId: number): Promise<void> {
  await db.query('DELETE FROM clients WHERE client_id = $1', [clientId]);
}

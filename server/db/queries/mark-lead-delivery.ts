import type { Queryable } from '../db';

/** After this many failed attempts a lead stops being retried and stays 'failed' for a person to see. */
export const MAX_LEAD_ATTEMPTS = 5;

/** Records that the lead's e-mail was accepted by the SMTP server. */
export async function markLeadSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE leads SET delivery_status = 'sent', delivery_attempts = delivery_attempts + 1,
                      delivered_at = now(), last_error = NULL
      WHERE id = $1`,
    [id],
  );
}

/** Records a failed attempt; the lead stays 'pending' for a retry until the attempts run out. */
export async function markLeadFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE leads SET delivery_attempts = delivery_attempts + 1, last_error = $2,
                      delivery_status = CASE WHEN delivery_attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END
      WHERE id = $1`,
    [id, error.slice(0, 1000), MAX_LEAD_ATTEMPTS],
  );
}

/** Ids of leads whose e-mail is still owed, oldest first. */
export async function pendingLeadIds(db: Queryable, limit = 20): Promise<number[]> {
  const result = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM leads WHERE delivery_status = 'pending' ORDER BY id LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}

import type { Queryable } from '../db';

/** After this many failed attempts a lead stops being retried and stays 'failed' for a person to see. */
export const MAX_LEAD_ATTEMPTS = 5;

/** How long a claim on a lead's e-mail holds: longer than one SMTP attempt with its timeouts. */
export const LEAD_CLAIM_SECONDS = 120;

/**
 * Claims lead `id`'s e-mail for this attempt: true when it is still owed and no other attempt holds an
 * unexpired claim. One UPDATE, so of two servers racing for a lead exactly one wins: PostgreSQL makes the
 * second wait for the first's row lock and then re-checks the condition, which no longer holds.
 */
export async function claimLeadDelivery(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE leads SET claimed_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING id`,
    [id, LEAD_CLAIM_SECONDS],
  );
  return result.rows.length === 1;
}

/** Records that the lead's e-mail was accepted by the SMTP server. */
export async function markLeadSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE leads SET delivery_status = 'sent', delivery_attempts = delivery_attempts + 1,
                      delivered_at = now(), last_error = NULL, claimed_until = NULL
      WHERE id = $1`,
    [id],
  );
}

/** Records a failed attempt; the lead stays 'pending' for a retry until the attempts run out. */
export async function markLeadFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE leads SET delivery_attempts = delivery_attempts + 1, last_error = $2, claimed_until = NULL,
                      delivery_status = CASE WHEN delivery_attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END
      WHERE id = $1`,
    [id, error.slice(0, 1000), MAX_LEAD_ATTEMPTS],
  );
}

/** Ids of leads whose e-mail is still owed and not claimed by an attempt in progress, oldest first. */
export async function pendingLeadIds(db: Queryable, limit = 20): Promise<number[]> {
  const result = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM leads
      WHERE delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}

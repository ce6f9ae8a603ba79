import type { Queryable } from '../db';

/**
 * The tables whose rows are e-mails owed: each has the delivery columns of 009/010 (delivery_status,
 * delivery_attempts, last_error, delivered_at, claimed_until). A closed list, because the name is put
 * into the SQL text and must never come from a request.
 */
export type OutboxTable = 'leads' | 'contact_messages' | 'account_emails';

/** After this many failed attempts a row stops being retried and stays 'failed' for a person to see. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** How long a claim on a row's e-mail holds: longer than one SMTP attempt with its timeouts. */
export const DELIVERY_CLAIM_SECONDS = 120;

/**
 * Claims row `id`'s e-mail for this attempt: true when it is still owed and no other attempt holds an
 * unexpired claim. One UPDATE, so of two servers racing for a row exactly one wins: PostgreSQL makes the
 * second wait for the first's row lock and then re-checks the condition, which no longer holds.
 */
export async function claimDelivery(db: Queryable, table: OutboxTable, id: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE ${table} SET claimed_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING id`,
    [id, DELIVERY_CLAIM_SECONDS],
  );
  return result.rows.length === 1;
}

/** Records that the row's e-mail was accepted by the SMTP server. */
export async function markDeliverySent(db: Queryable, table: OutboxTable, id: number): Promise<void> {
  await db.query(
    `UPDATE ${table} SET delivery_status = 'sent', delivery_attempts = delivery_attempts + 1,
                      delivered_at = now(), last_error = NULL, claimed_until = NULL
      WHERE id = $1`,
    [id],
  );
}

/** Records a failed attempt; the row stays 'pending' for a retry until the attempts run out. */
export async function markDeliveryFailed(
  db: Queryable,
  table: OutboxTable,
  id: number,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE ${table} SET delivery_attempts = delivery_attempts + 1, last_error = $2, claimed_until = NULL,
                      delivery_status = CASE WHEN delivery_attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END
      WHERE id = $1`,
    [id, error.slice(0, 1000), MAX_DELIVERY_ATTEMPTS],
  );
}

/** Ids of rows whose e-mail is still owed and not claimed by an attempt in progress, oldest first. */
export async function pendingDeliveryIds(db: Queryable, table: OutboxTable, limit = 20): Promise<number[]> {
  const result = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM ${table}
      WHERE delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => row.id);
}

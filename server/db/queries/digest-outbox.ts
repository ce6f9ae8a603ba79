import type { Queryable } from '../db';
import { DELIVERY_CLAIM_SECONDS, MAX_DELIVERY_ATTEMPTS } from './outbox-delivery';

/** A stored digest as the mailer sends it. */
export interface StoredDigest {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** The token of the digest's one-click unsubscribe; null for a digest stored before it had one. */
  unsubscribeToken: string | null;
}

/**
 * The claim-and-retry of the lead outbox (server/db/queries/outbox-delivery.ts) for
 * `saved_search_digests`, whose rows also carry the e-mail itself (it is composed when the events are
 * claimed, in the same transaction as the sent table). Claiming is one UPDATE, so of two servers racing
 * for a digest exactly one sends it; a dead server's claim lapses and the digest is retried.
 */
export const digestOutbox = {
  async pendingIds(db: Queryable, limit = 50): Promise<number[]> {
    const result = await db.query<{ id: number }>(
      `SELECT id::float8 AS id FROM saved_search_digests
        WHERE delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY id LIMIT $1`,
      [limit],
    );
    return result.rows.map((row) => row.id);
  },

  /** The digest when this attempt won its claim, else null (sent, failed for good, or someone else's). */
  async claim(db: Queryable, id: number): Promise<StoredDigest | null> {
    const result = await db.query<StoredDigest>(
      `UPDATE saved_search_digests SET claimed_until = now() + make_interval(secs => $2)
        WHERE id = $1 AND delivery_status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
        RETURNING id::float8 AS id, recipient, subject, body_text AS text, body_html AS html,
                  unsubscribe_token AS "unsubscribeToken"`,
      [id, DELIVERY_CLAIM_SECONDS],
    );
    return result.rows[0] ?? null;
  },

  async markSent(db: Queryable, id: number): Promise<void> {
    await db.query(
      `UPDATE saved_search_digests SET delivery_status = 'sent', delivery_attempts = delivery_attempts + 1,
              delivered_at = now(), last_error = NULL, claimed_until = NULL WHERE id = $1`,
      [id],
    );
  },

  /** A failed attempt: the digest stays 'pending' for a retry until the attempts run out. */
  async markFailed(db: Queryable, id: number, error: string): Promise<void> {
    await db.query(
      `UPDATE saved_search_digests SET delivery_attempts = delivery_attempts + 1, last_error = $2,
              claimed_until = NULL,
              delivery_status = CASE WHEN delivery_attempts + 1 >= $3 THEN 'failed' ELSE 'pending' END
        WHERE id = $1`,
      [id, error.slice(0, 1000), MAX_DELIVERY_ATTEMPTS],
    );
  },
};

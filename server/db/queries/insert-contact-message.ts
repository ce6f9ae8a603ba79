import type { ContactMessageRequest } from '../../../src/contract';
import type { Queryable } from '../db';

/** A contact message as stored; the delivery columns start as `deliveryStatus`. */
export interface NewContactMessage {
  request: ContactMessageRequest;
  /** The agent the message is for, when the page was an agent's and the agent is ours. */
  matrixDir: string | null;
  recipient: string;
  /** 'unsent' when no mail transport is configured, so nothing will try to send it. */
  deliveryStatus: 'pending' | 'unsent';
}

/** Stores a contact message and returns its id. Runs before any e-mail is attempted (nothing lost). */
export async function insertContactMessage(
  db: Queryable,
  { request: r, matrixDir, recipient, deliveryStatus }: NewContactMessage,
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, email, phone, message, matrix_dir, recipient, delivery_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id::float8 AS id`,
    [r.clientName, r.clientEmail, r.clientPhone, r.clientMessage, matrixDir, recipient, deliveryStatus],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('The contact message was not stored.');
  return id;
}

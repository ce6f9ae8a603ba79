import { TEXAS_TIME_ZONE } from '../../../src/lib/time/texas-time';
import type { Queryable } from '../db';

/** A stored contact message as its e-mail needs it. */
export interface StoredContactMessage {
  id: number;
  /** 'YYYY-MM-DD HH:MI', Texas time. */
  created_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  matrix_dir: string | null;
  /** The agent's name when the message was sent from their page. */
  agent_name: string | null;
  recipient: string;
}

/** One stored contact message, or `null`. */
export async function readContactMessage(db: Queryable, id: number): Promise<StoredContactMessage | null> {
  const result = await db.query<StoredContactMessage>(
    `SELECT m.id::float8 AS id,
            to_char(m.created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS created_at,
            m.name, m.email, m.phone, m.message, m.matrix_dir, a.full_name AS agent_name, m.recipient
       FROM contact_messages m LEFT JOIN agents a ON a.matrix_dir = m.matrix_dir
      WHERE m.id = $1`,
    [id, TEXAS_TIME_ZONE],
  );
  return result.rows[0] ?? null;
}

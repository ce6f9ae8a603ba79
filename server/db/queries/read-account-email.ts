import type { Queryable } from '../db';

/** A stored account e-mail as the outbox sends it. */
export interface StoredAccountEmail {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/** One stored account e-mail, or null when it is gone. */
export async function readAccountEmail(db: Queryable, id: number): Promise<StoredAccountEmail | null> {
  const { rows } = await db.query<StoredAccountEmail>(
    `SELECT recipient AS "to", subject, body AS "text", reply_to AS "replyTo" FROM account_emails WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Empties a sent e-mail's text: it may carry a verification or recovery link the table needs no more. */
export async function clearAccountEmailBody(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE account_emails SET body = '' WHERE id = $1", [id]);
}

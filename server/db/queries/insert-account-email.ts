import type { Queryable } from '../db';

/** One e-mail about an account, as composed by server/mail/compose-account-email.ts. */
export interface AccountEmail {
  /** The account it is about; null for none (a notice to the brokerage keeps its client's id). */
  clientId: number | null;
  /** 'welcome', 'verify_new_email', 'email_change_notice', 'reset_password', 'registration'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/**
 * Stores an account e-mail (table account_emails, migration 029) and returns its id; 'unsent' when no
 * mail transport is configured, so nothing will try to send it.
 */
export async function insertAccountEmail(
  db: Queryable,
  email: AccountEmail,
  deliveryStatus: 'pending' | 'unsent',
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO account_emails (client_id, kind, recipient, reply_to, subject, body, delivery_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::float8 AS id`,
    [email.clientId, email.kind, email.to, email.replyTo, email.subject, email.text, deliveryStatus],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The account e-mail was not stored.');
  return id;
}

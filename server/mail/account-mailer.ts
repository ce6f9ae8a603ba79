import type { Db, Queryable } from '../db/db';
import type { MailSettings } from './mail-settings';
import { createOutboxMailer, type Outbox } from './outbox-mailer';

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

export interface AccountMailer {
  /** Stores the e-mail, then sends it after the answer (not awaited); without SMTP it stays 'unsent'. */
  send(email: AccountEmail): Promise<void>;
  close(): Promise<void>;
}

const accountOutbox: Outbox = {
  table: 'account_emails',
  label: 'account e-mail',
  async compose(db, id) {
    const { rows } = await db.query<{
      recipient: string;
      subject: string;
      body: string;
      reply_to: string | null;
    }>('SELECT recipient, subject, body, reply_to FROM account_emails WHERE id = $1', [id]);
    const row = rows[0];
    return row ? { to: row.recipient, subject: row.subject, text: row.body, replyTo: row.reply_to } : null;
  },
  // The text may carry a verification or recovery link; once the message is out, the table needs it no more.
  async sent(db: Queryable, id: number) {
    await db.query("UPDATE account_emails SET body = '' WHERE id = $1", [id]);
  },
};

/**
 * The account e-mails' outbox (table account_emails, migration 029): stored first, claimed, sent and
 * retried like leads (server/mail/outbox-mailer.ts), so an SMTP outage delays a recovery link and never
 * loses it.
 */
export function createAccountMailer(
  db: Db,
  settings: MailSettings | undefined,
  retryEveryMs: number,
  log: (message: string) => void,
): AccountMailer {
  const outbox = settings ? createOutboxMailer(accountOutbox, { db, settings, retryEveryMs, log }) : null;
  return {
    async send(email) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO account_emails (client_id, kind, recipient, reply_to, subject, body, delivery_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [
          email.clientId,
          email.kind,
          email.to,
          email.replyTo,
          email.subject,
          email.text,
          outbox ? 'pending' : 'unsent',
        ],
      );
      const id = Number(rows[0]?.id);
      if (outbox) void outbox.deliver(id);
    },
    async close() {
      await outbox?.close();
    },
  };
}

import type { Db } from '../db/db';
import { type AccountEmail, insertAccountEmail } from '../db/queries/insert-account-email';
import { clearAccountEmailBody, readAccountEmail } from '../db/queries/read-account-email';
import type { MailSettings } from './mail-settings';
import { createOutboxMailer, type Outbox } from './outbox-mailer';

export interface AccountMailer {
  /** Stores the e-mail, then sends it after the answer (not awaited); without SMTP it stays 'unsent'. */
  send(email: AccountEmail): Promise<void>;
  close(): Promise<void>;
}

const accountOutbox: Outbox = {
  table: 'account_emails',
  label: 'account e-mail',
  compose: readAccountEmail,
  sent: clearAccountEmailBody,
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
      const id = await insertAccountEmail(db, email, outbox ? 'pending' : 'unsent');
      if (outbox) void outbox.deliver(id);
    },
    async close() {
      await outbox?.close();
    },
  };
}

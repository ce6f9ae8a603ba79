import { createTransport, type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/db';
import {
  claimDelivery,
  markDeliveryFailed,
  markDeliverySent,
  type OutboxTable,
  pendingDeliveryIds,
} from '../db/queries/outbox-delivery';
import type { MailSettings } from './mail-settings';

/** A stored row turned into the e-mail it owes. Plain text only: nothing a visitor typed becomes HTML. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  /** Null: replies go to the From address. */
  replyTo: string | null;
}

/** What one kind of stored message (leads, contact messages) tells the mailer. */
export interface Outbox {
  table: OutboxTable;
  /** For log lines: 'lead', 'contact message'. */
  label: string;
  /** The e-mail of stored row `id`, or `null` when the row is gone. */
  compose(db: Queryable, id: number): Promise<OutboxEmail | null>;
  /** After row `id`'s e-mail was accepted: what else the table forgets then (a link's text). */
  sent?(db: Queryable, id: number): Promise<void>;
}

export interface OutboxMailer {
  /** Sends stored row `id`; a failure is recorded on the row, never thrown. */
  deliver(id: number): Promise<void>;
  /** Tries again every row still owed an e-mail. */
  retryPending(): Promise<void>;
  /** Waits for sends in flight (before the database closes) and stops the retry timer. */
  close(): Promise<void>;
}

export interface OutboxMailerOptions {
  db: Db;
  settings: MailSettings;
  /** How often owed e-mails are retried (ms); 0 turns the timer off. */
  retryEveryMs?: number;
  log?: (message: string) => void;
}

/**
 * Sends the e-mails a table owes by SMTP (nodemailer). Rows are stored before this runs; each attempt's
 * outcome is written back to the row, and a timer retries the ones still 'pending' (an SMTP outage delays
 * a message, never loses it). Each attempt first claims the row in the database, so servers sharing one
 * database never send a message twice. Short timeouts: a dead SMTP server must not keep requests or
 * shutdown waiting for minutes.
 */
export function createOutboxMailer(
  outbox: Outbox,
  { db, settings, retryEveryMs = 60_000, log = () => {} }: OutboxMailerOptions,
): OutboxMailer {
  const { table, label } = outbox;
  const transport: Transporter = createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const inFlight = new Set<Promise<void>>();
  const sending = new Set<number>();

  const attempt = async (id: number) => {
    // Another server (or an attempt of ours still running) may hold this row: then it is theirs to send.
    if (!(await claimDelivery(db, table, id))) return;
    const mail = await outbox.compose(db, id);
    if (!mail) return;
    try {
      const { replyTo, ...message } = mail;
      await transport.sendMail({ from: settings.from, ...message, ...(replyTo ? { replyTo } : {}) });
      await markDeliverySent(db, table, id);
      await outbox.sent?.(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`${label} #${id}: e-mail to ${mail.to} failed (${reason}); it stays stored for a retry`);
      await markDeliveryFailed(db, table, id, reason);
    }
  };

  const deliver = (id: number): Promise<void> => {
    if (sending.has(id)) return Promise.resolve();
    sending.add(id);
    const run = attempt(id)
      .catch((error: unknown) => log(`${label} #${id}: could not record delivery: ${String(error)}`))
      .finally(() => {
        sending.delete(id);
        inFlight.delete(run);
      });
    inFlight.add(run);
    return run;
  };

  const retryPending = async () => {
    for (const id of await pendingDeliveryIds(db, table)) await deliver(id);
  };

  const timer =
    retryEveryMs > 0
      ? setInterval(() => {
          retryPending().catch((error: unknown) => log(`${label} retry failed: ${String(error)}`));
        }, retryEveryMs)
      : null;
  // The retry timer alone must not keep the process alive.
  timer?.unref();

  return {
    deliver,
    retryPending,
    async close() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}

import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import {
  claimLeadDelivery,
  markLeadFailed,
  markLeadSent,
  pendingLeadIds,
} from '../db/queries/mark-lead-delivery';
import { readLead } from '../db/queries/read-lead';
import { composeLeadEmail } from './compose-lead-email';
import type { MailSettings } from './mail-settings';

export interface LeadMailer {
  readonly leadTo: string;
  /** Sends stored lead `id`; a failure is recorded on the lead, never thrown. */
  deliver(id: number): Promise<void>;
  /** Tries again every lead still owed an e-mail. */
  retryPending(): Promise<void>;
  /** Waits for sends in flight (before the database closes) and stops the retry timer. */
  close(): Promise<void>;
}

interface Options {
  db: Db;
  settings: MailSettings;
  /** How often owed e-mails are retried (ms); 0 turns the timer off. */
  retryEveryMs?: number;
  log?: (message: string) => void;
}

/**
 * Sends leads by SMTP (nodemailer). Leads are stored before this runs; each attempt's outcome is written
 * back to the lead, and a timer retries the ones still 'pending' (an SMTP outage delays a lead, never
 * loses it). Each attempt first claims the lead in the database, so servers sharing one database never
 * e-mail a lead twice. Short timeouts: a dead SMTP server must not keep requests or shutdown waiting for minutes.
 */
export function createLeadMailer({
  db,
  settings,
  retryEveryMs = 60_000,
  log = () => {},
}: Options): LeadMailer {
  const transport: Transporter = createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const inFlight = new Set<Promise<void>>();
  const sending = new Set<number>();

  const attempt = async (id: number) => {
    // Another server (or an attempt of ours still running) may hold this lead: then it is theirs to send.
    if (!(await claimLeadDelivery(db, id))) return;
    const lead = await readLead(db, id);
    if (!lead) return;
    const mail = composeLeadEmail(lead);
    try {
      await transport.sendMail({ from: settings.from, to: lead.recipient, ...mail });
      await markLeadSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`lead #${id}: e-mail to ${lead.recipient} failed (${reason}); it stays stored for a retry`);
      await markLeadFailed(db, id, reason);
    }
  };

  const deliver = (id: number): Promise<void> => {
    if (sending.has(id)) return Promise.resolve();
    sending.add(id);
    const run = attempt(id)
      .catch((error: unknown) => log(`lead #${id}: could not record delivery: ${String(error)}`))
      .finally(() => {
        sending.delete(id);
        inFlight.delete(run);
      });
    inFlight.add(run);
    return run;
  };

  const retryPending = async () => {
    for (const id of await pendingLeadIds(db)) await deliver(id);
  };

  const timer =
    retryEveryMs > 0
      ? setInterval(() => {
          retryPending().catch((error: unknown) => log(`lead retry failed: ${String(error)}`));
        }, retryEveryMs)
      : null;
  // The retry timer alone must not keep the process alive.
  timer?.unref();

  return {
    leadTo: settings.leadTo,
    deliver,
    retryPending,
    async close() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}

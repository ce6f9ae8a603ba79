import { readLead } from '../db/queries/read-lead';
import { composeLeadEmail } from './compose-lead-email';
import {
  createOutboxMailer,
  type Outbox,
  type OutboxMailer,
  type OutboxMailerOptions,
} from './outbox-mailer';

export interface LeadMailer extends OutboxMailer {
  readonly leadTo: string;
}

/** Leads as the outbox mailer sends them: to the recipient stored with the lead. */
const leadOutbox: Outbox = {
  table: 'leads',
  label: 'lead',
  async compose(db, id) {
    const lead = await readLead(db, id);
    return lead ? { to: lead.recipient, ...composeLeadEmail(lead) } : null;
  },
};

/**
 * Sends leads by SMTP: stored first, claimed, sent, retried (server/mail/outbox-mailer.ts). A lead is
 * never lost to an SMTP outage and never sent twice by servers sharing one database.
 */
export function createLeadMailer(options: OutboxMailerOptions): LeadMailer {
  return { leadTo: options.settings.leadTo, ...createOutboxMailer(leadOutbox, options) };
}

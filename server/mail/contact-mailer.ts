import { readContactMessage } from '../db/queries/read-contact-message';
import { composeContactEmail } from './compose-contact-email';
import {
  createOutboxMailer,
  type Outbox,
  type OutboxMailer,
  type OutboxMailerOptions,
} from './outbox-mailer';

/** Contact messages as the outbox mailer sends them: to the recipient stored with the message. */
const contactOutbox: Outbox = {
  table: 'contact_messages',
  label: 'contact message',
  async compose(db, id) {
    const message = await readContactMessage(db, id);
    return message ? { to: message.recipient, ...composeContactEmail(message) } : null;
  },
};

/**
 * Sends contact messages by SMTP the way leads are sent: stored first, claimed, sent, retried
 * (server/mail/outbox-mailer.ts).
 */
export function createContactMailer(options: OutboxMailerOptions): OutboxMailer {
  return createOutboxMailer(contactOutbox, options);
}

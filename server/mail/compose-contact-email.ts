import type { StoredContactMessage } from '../db/queries/read-contact-message';

/** The parts of the e-mail a contact message becomes. */
export interface ContactEmail {
  subject: string;
  text: string;
  replyTo: string;
}

// A name is one line in the subject, whatever was typed.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The plain-text e-mail the brokerage (or the agent whose page it was) receives for a contact message:
 * who, how to reach them, then the message as typed. Plain text only, so markup a visitor typed reaches
 * the mail client as characters, never as HTML. Reply-To is the visitor.
 */
export function composeContactEmail(message: StoredContactMessage): ContactEmail {
  const name = oneLine(message.name);
  const page = message.agent_name ? `${message.agent_name}'s page` : 'the contact page';
  const lines = [
    `New message from ${name} on ${page}`,
    '',
    `Name:     ${name}`,
    `E-mail:   ${message.email}`,
    `Phone:    ${message.phone}`,
    `Received: ${message.created_at} (Texas time), contact message #${message.id}`,
    '',
    'Message:',
    message.message,
  ];
  return { subject: `Contact form: ${name}`, text: lines.join('\n'), replyTo: message.email };
}

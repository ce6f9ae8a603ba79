import { leadErrorText } from '../../ui/lead-error-text';
import type { Translator } from '../../ui/use-t';

/** The most characters each contact field takes (src/contract/contact-message.ts). */
const MAX_LENGTH: Readonly<Record<string, number>> = {
  clientName: 100,
  clientEmail: 300,
  clientMessage: 5000,
};

/**
 * The visitor-facing text of one server message for a contact field: the lead form's wording (the
 * same rules, the same texts), with the contact form's own length limits.
 */
export function contactErrorText(t: Translator['t'], field: string, message: string): string {
  const max = MAX_LENGTH[field];
  if (message === 'too_long' && max !== undefined) return t('lead.error.maxLength', { max });
  return leadErrorText(t, field, message);
}

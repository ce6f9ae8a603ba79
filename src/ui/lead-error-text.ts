import { FORM_MESSAGES, type FormMessageKey } from '../contract';
import type { Translator } from './use-t';

/** The most characters each lead field takes (SPEC §5), for the 'too long' message. */
const MAX_LENGTH: Readonly<Record<string, number>> = {
  PartyName: 30,
  LastName: 30,
  PartyEmail: 300,
  question: 2000,
  language: 60,
  metro: 80,
};

const KEYS: Partial<Record<FormMessageKey, Parameters<Translator['t']>[0]>> = {
  required: 'lead.error.required',
  invalid_email: 'lead.error.invalidEmail',
  invalid_phone: 'lead.error.phoneDigits',
  invalid_choice: 'lead.error.invalidChoice',
  invalid_date: 'lead.error.invalid',
  invalid_number: 'lead.error.invalid',
  invalid_value: 'lead.error.invalid',
  form_rate_limited: 'lead.error.rateLimited',
};

/**
 * The visitor-facing text of one server message for a lead field, in the visitor's language. Our server
 * sends FORM_MESSAGES keys; an older backend's sentence is shown as it came (form-messages.ts).
 */
export function leadErrorText(t: Translator['t'], field: string, message: string): string {
  if (message === 'too_long') return t('lead.error.maxLength', { max: MAX_LENGTH[field] ?? 30 });
  const key = isFormMessageKey(message) ? KEYS[message] : undefined;
  return key ? t(key) : message;
}

function isFormMessageKey(message: string): message is FormMessageKey {
  return Object.hasOwn(FORM_MESSAGES, message);
}

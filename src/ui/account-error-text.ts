import { FORM_MESSAGES, type FormMessageKey } from '../contract';
import type { MessageKey } from '../lib/i18n/messages-en';
import type { Translator } from './use-t';

const KEYS: Record<FormMessageKey, MessageKey> = {
  required: 'account.error.required',
  too_long: 'account.error.tooLong',
  invalid_email: 'auth.error.emailFormat',
  invalid_phone: 'account.error.phone',
  invalid_choice: 'account.error.choice',
  invalid_date: 'account.error.invalid',
  invalid_number: 'account.error.invalid',
  invalid_value: 'account.error.invalid',
  password_too_short: 'account.error.passwordShort',
  passwords_mismatch: 'dashboard.passwordMismatch',
  password_common: 'account.error.passwordCommon',
  password_personal: 'account.error.passwordPersonal',
  email_taken: 'auth.error.emailTaken',
  invalid_credentials: 'auth.error.noMatch',
  wrong_current_password: 'dashboard.wrongCurrentPassword',
  captcha_failed: 'auth.error.captchaFailed',
  rate_limited: 'account.error.rateLimited',
  email_change_limited: 'account.error.emailChangeLimited',
  form_rate_limited: 'lead.error.rateLimited',
  email_mismatch: 'dashboard.delete.emailMismatch',
  google_privacy: 'auth.error.googlePrivacy',
  facebook_no_email: 'account.error.facebookNoEmail',
  social_failed: 'account.error.socialFailed',
  image_type: 'account.error.imageType',
  image_too_large: 'account.error.imageSize',
  reset_limited: 'account.error.resetLimited',
  password_not_set: 'account.error.passwordNotSet',
};

/**
 * The visitor-facing text of a message of the account forms, in the visitor's language. Our server sends
 * FORM_MESSAGES keys (src/contract/form-messages.ts); an older backend's sentence is shown as it came.
 */
export function accountErrorText(t: Translator['t'], message: string): string {
  return isFormMessageKey(message) ? t(KEYS[message]) : message;
}

function isFormMessageKey(message: string): message is FormMessageKey {
  return Object.hasOwn(FORM_MESSAGES, message);
}

/** The first message of `field` in a server's errors-by-field answer, translated; null when none. */
export function firstError(
  t: Translator['t'],
  errors: Readonly<Record<string, readonly string[]>>,
  field: string,
): string | null {
  const first = errors[field]?.[0];
  return first === undefined ? null : accountErrorText(t, first);
}

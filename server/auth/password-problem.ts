import type { FormMessageKey } from '../../src/contract';
import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS.split('\n'));

/** What the account's owner is known by, which a password must not be. */
export interface PasswordOwner {
  email: string;
  /** The phone as stored or typed; only its digits count. */
  phone?: string | null;
}

/**
 * Why a new password may not be chosen (issue 23, finding 8), beyond the contract's length rule: it is
 * one of the 10,000 most common passwords (any letter case), or it is the account's own e-mail, the
 * e-mail's name part or its phone number (DESIGN: a phone number is never a password). Null when it is
 * fine. The check runs on the server only, so the list never goes into the widgets' bundle; the forms
 * show the answer on the password field in the visitor's language.
 */
export function passwordProblem(password: string, owner: PasswordOwner): FormMessageKey | null {
  const lower = password.trim().toLowerCase();
  if (COMMON.has(lower)) return 'password_common';
  const email = owner.email.trim().toLowerCase();
  const name = email.split('@')[0] ?? '';
  if (lower === email || (name.length >= 4 && lower === name)) return 'password_personal';
  const phone = (owner.phone ?? '').replace(/\D/g, '');
  const digits = password.replace(/\D/g, '');
  // The phone with a separator or two, or with a country code, is still the phone.
  if (phone.length >= 7 && digits.includes(phone) && digits.length <= phone.length + 2) {
    return 'password_personal';
  }
  return null;
}

import * as v from 'valibot';
import type { FieldErrors } from '../../contract';

/**
 * Fewer characters than any password of ours can have (registration and password change ask for 8): such
 * a password can only be a slip, so the modal says so instead of asking the server (SPEC §5 variant).
 */
export const LOGIN_PASSWORD_MIN = 6;

/**
 * The login modal's own checks before anything is sent (SPEC §4, §5): both fields required, an e-mail
 * that is not an address says 'Please provide a properly formatted email address', and a password under
 * six characters 'Password must be six or more characters'.
 */
export function validateLogin(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const address = email.trim();
  if (address === '') errors.email = ['required'];
  else if (!v.EMAIL_REGEX.test(address)) errors.email = ['invalid_email'];
  if (password === '') errors.password = ['required'];
  else if (password.length < LOGIN_PASSWORD_MIN) errors.password = ['too_short'];
  return errors;
}

import * as v from 'valibot';

export type LoginErrors = Partial<Record<'email' | 'password', 'required' | 'invalid_email'>>;

/**
 * The login modal's own checks before anything is sent (SPEC §4, §5): both fields required, and an
 * e-mail that is not an address says 'Please provide a properly formatted email address'.
 */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const address = email.trim();
  if (address === '') errors.email = 'required';
  else if (!v.EMAIL_REGEX.test(address)) errors.email = 'invalid_email';
  if (password === '') errors.password = 'required';
  return errors;
}

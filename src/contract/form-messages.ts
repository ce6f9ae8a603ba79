/**
 * Field errors of the visitor-facing forms (lead, registration, sign-in, profile, password, contact,
 * comments) are these stable keys, never sentences: the server sends `{ errors: { PartyEmail:
 * ['invalid_email'] } }` and the widget translates the key (English and Spanish, DESIGN). A message that
 * is not a key (from an older backend) is shown as it is. The English texts here are the reference
 * wording. Schemas of non-form requests (query segments, path parameters) use English developer
 * sentences instead, since no visitor reads them.
 */
export const FORM_MESSAGES = {
  required: 'This field is required.',
  too_long: 'This is too long.',
  invalid_email: 'Please provide a properly formatted email address.',
  invalid_phone: 'Please enter a 10-digit phone number.',
  invalid_choice: 'Please choose one of the options.',
  invalid_date: 'Please choose a valid date.',
  invalid_number: 'Please enter a number.',
  invalid_value: 'This value is not valid.',
  password_too_short: 'The password must be at least 8 characters.',
  passwords_mismatch: 'The passwords do not match.',
  password_common: 'This password is one of the most common ones. Please choose one that is harder to guess.',
  password_personal: 'The password must not be your email address or phone number.',
  // Sent by the server after validation passed.
  email_taken: 'The email has already been taken. Please use another or Login.',
  invalid_credentials: 'The information provided does not match our records.',
  wrong_current_password: 'The current password is not correct.',
  captcha_failed: 'Please complete the verification again.',
  // Accounts (server/auth): sign-in, social sign-in, profile photo.
  rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
  email_change_limited: 'Too many changes of email address. Please try again in an hour.',
  // Account deletion: the typed confirmation of an account without a password.
  email_mismatch: 'This is not the e-mail address of your account.',
  // The lead, tour and contact forms: a flood from one address (issue 23, finding 5).
  form_rate_limited:
    'We have received many messages from your connection. Please try again in a few minutes.',
  // Password recovery and credential changes (issue 23, findings 3, 4).
  reset_limited: 'Too many requests for a new password. Please try again in an hour.',
  password_not_set:
    'Your account has no password yet (you sign in with Google or Facebook). Use "Forgot password?" in the login window to set one.',
  google_privacy:
    'Due to your Google privacy settings we are unable to log you in with Google. Please choose another method.',
  facebook_no_email:
    'Your Facebook account did not share an email address with us. Please choose another method.',
  social_failed: 'We could not sign you in with that account. Please try again or choose another method.',
  image_type: 'Please choose a JPEG, PNG or WebP image.',
  image_too_large: 'The image must be 5 MB or smaller.',
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

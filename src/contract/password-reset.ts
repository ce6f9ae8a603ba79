import * as v from 'valibot';
import { formField } from './form-field';
import { nullableTextSchema } from './wire-text';
import { withBooleanSuccess } from './with-boolean-success';

/** Body of POST /api/password-reset ('Forgot password?' in the login modal). */
export const passwordResetRequestSchema = v.object({ email: formField.email });

export type PasswordResetRequest = v.InferOutput<typeof passwordResetRequestSchema>;
export type PasswordResetRequestInput = v.InferInput<typeof passwordResetRequestSchema>;

/**
 * Response of POST /api/password-reset: `{ success: true, message }` whether or not the address has an
 * account (the e-mail with the link goes only to an account's address), `{ success: false, code }` with a
 * FORM_MESSAGES key: 'invalid_email' (422), 'reset_limited' (429, too many requests for the address or
 * from the visitor's network).
 */
export const passwordResetResponseSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({ success: v.literal(true), message: nullableTextSchema }),
    v.object({ success: v.literal(false), code: nullableTextSchema, message: nullableTextSchema }),
  ]),
);

export type PasswordResetResponse = v.InferOutput<typeof passwordResetResponseSchema>;

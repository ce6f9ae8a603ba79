import * as v from 'valibot';
import { clientSchema } from './client';
import { formField } from './form-field';
import { nullableTextSchema } from './wire-text';
import { withBooleanSuccess } from './with-boolean-success';

/**
 * Body of POST /sign-in. Only presence is checked (SPEC §5: no format rule), so a mistyped address gets
 * the same 'invalid_credentials' answer as a wrong password.
 */
export const signInRequestSchema = v.object({
  email: v.pipe(formField.requiredText(300), v.toLowerCase()),
  password: formField.password,
});

export type SignInRequest = v.InferOutput<typeof signInRequestSchema>;
export type SignInRequestInput = v.InferInput<typeof signInRequestSchema>;

/**
 * Response of POST /sign-in and of the social sign-in calls: `{ success: true, Client, message }` (the
 * session cookie is set alongside) or `{ success: false, message, code }`. `message` is an English
 * sentence; `code`, when our server sends it, is the FORM_MESSAGES key to show translated instead
 * ('invalid_credentials', 'rate_limited' with HTTP 429, 'google_privacy', 'facebook_no_email',
 * 'social_failed'). Narrow on `success`.
 */
export const signInResponseSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({ success: v.literal(true), Client: clientSchema, message: nullableTextSchema }),
    v.object({ success: v.literal(false), message: nullableTextSchema, code: nullableTextSchema }),
  ]),
);

export type SignInResponse = v.InferOutput<typeof signInResponseSchema>;

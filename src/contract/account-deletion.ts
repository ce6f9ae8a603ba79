import * as v from 'valibot';
import type { FormMessageKey } from './form-messages';

const invalidValue: FormMessageKey = 'invalid_value';
const tooLong: FormMessageKey = 'too_long';

/**
 * Body of POST /api/delete-account (form-encoded): the confirmation a signed-in client gives. A client
 * with a password sends `currentPsw`; one who only signs in with Google or Facebook types their e-mail
 * address as `confirmEmail`. The answer is `formResultSchema`; the session cookie is cleared on success.
 */
export const accountDeletionRequestSchema = v.object({
  // Not trimmed: a password is compared as typed.
  currentPsw: v.pipe(v.nullish(v.string(invalidValue), ''), v.maxLength(1024, tooLong)),
  confirmEmail: v.pipe(
    v.nullish(v.string(invalidValue), ''),
    v.maxLength(300, tooLong),
    v.transform((email) => email.trim().toLowerCase()),
  ),
});

export type AccountDeletionRequest = v.InferOutput<typeof accountDeletionRequestSchema>;

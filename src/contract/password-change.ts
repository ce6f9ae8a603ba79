import * as v from 'valibot';
import { fieldErrorsSchema } from './field-errors';
import { formField } from './form-field';
import type { FormMessageKey } from './form-messages';
import { wireBooleanSchema } from './wire-boolean';
import { nullableTextSchema } from './wire-text';

const mismatch: FormMessageKey = 'passwords_mismatch';

/**
 * Body of POST /api/changePsw ('Password change'). The account is the session's; PartyEmail is accepted
 * for older clients and ignored. A ConfirmPassword that differs from Password is an error on
 * ConfirmPassword (SPEC §5).
 */
export const passwordChangeRequestSchema = v.pipe(
  v.object({
    PartyEmail: formField.optionalEmail,
    currentPsw: formField.password,
    Password: formField.newPassword,
    ConfirmPassword: formField.password,
  }),
  v.forward(
    v.partialCheck(
      [['Password'], ['ConfirmPassword']],
      (body) => body.Password === body.ConfirmPassword,
      mismatch,
    ),
    ['ConfirmPassword'],
  ),
);

export type PasswordChangeRequest = v.InferOutput<typeof passwordChangeRequestSchema>;
export type PasswordChangeRequestInput = v.InferInput<typeof passwordChangeRequestSchema>;

/**
 * Response of POST /api/changePsw: a wrong current password comes as `currentPswError` (a message key),
 * rule failures as `error` by field (ConfirmPassword, Password), success as a `message`. `success` is
 * derived when the backend does not send it: true when neither kind of error is present.
 */
export const passwordChangeResponseSchema = v.pipe(
  v.object({
    success: v.nullish(wireBooleanSchema, null),
    currentPswError: nullableTextSchema,
    error: v.nullish(fieldErrorsSchema, () => ({})),
    message: nullableTextSchema,
  }),
  v.transform((body) => ({
    ...body,
    success: body.success ?? (body.currentPswError === null && Object.keys(body.error).length === 0),
  })),
);

export type PasswordChangeResponse = v.InferOutput<typeof passwordChangeResponseSchema>;

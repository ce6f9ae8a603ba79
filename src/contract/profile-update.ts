import * as v from 'valibot';
import { clientSchema } from './client';
import { fieldErrorsSchema } from './field-errors';
import { formField } from './form-field';
import { wireBooleanSchema } from './wire-boolean';
import { nullableTextSchema } from './wire-text';

/**
 * The text fields of POST /api/sendUpdatedData (multipart, 'Account details'). The photo travels as the
 * multipart part `file`; the server checks its type and size itself. clientID must be the session's own.
 * currentPsw, the account's password, is needed only when PartyEmail changes (issue 23, finding 4).
 */
export const profileUpdateRequestSchema = v.object({
  clientID: formField.id,
  PartyName: formField.name,
  lname: formField.optionalText(30),
  PartyEmail: formField.email,
  PartyPhone: formField.optionalPhone,
  currentPsw: v.optional(v.pipe(v.string(), v.maxLength(1000, 'too_long')), ''),
});

export type ProfileUpdateRequest = v.InferOutput<typeof profileUpdateRequestSchema>;
export type ProfileUpdateRequestInput = v.InferInput<typeof profileUpdateRequestSchema>;

/**
 * Response of POST /api/sendUpdatedData: `{ profileUpdated: true, Client }` with the stored profile
 * (`null` from backends that do not send it back) or `{ profileUpdated: false, errors }` by field
 * (PartyName, lname, PartyEmail, PartyPhone, file). Narrow on `profileUpdated`.
 */
export const profileUpdateResponseSchema = v.pipe(
  v.object({
    profileUpdated: v.nullish(wireBooleanSchema, false),
    Client: v.nullish(clientSchema, null),
    errors: v.nullish(fieldErrorsSchema, () => ({})),
    message: nullableTextSchema,
  }),
  v.transform((body) =>
    body.profileUpdated
      ? { profileUpdated: true as const, Client: body.Client, message: body.message }
      : { profileUpdated: false as const, errors: body.errors, message: body.message },
  ),
);

export type ProfileUpdateResponse = v.InferOutput<typeof profileUpdateResponseSchema>;

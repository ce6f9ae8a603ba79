import * as v from 'valibot';
import { fieldErrorsSchema } from './field-errors';
import { nullableTextSchema } from './wire-text';
import { withBooleanSuccess } from './with-boolean-success';

/**
 * Response of POST /api/clients/validate-form and of the lead's POST /api/clients: the form result
 * (`{ success: true }` or `{ success: false, errors }`, errors by field as lists of FORM_MESSAGES keys)
 * plus `suggestion`, a likely intended e-mail when PartyEmail looks like a typo of a common domain
 * ('ann@gmial.com' → 'ann@gmail.com'). A suggestion is a hint, never an error: the lead may still go on.
 * `leadId` numbers a stored lead (final POST only).
 */
export const leadResultSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({
      success: v.literal(true),
      message: nullableTextSchema,
      suggestion: nullableTextSchema,
      leadId: v.nullish(v.number(), null),
    }),
    v.object({
      success: v.literal(false),
      errors: v.nullish(fieldErrorsSchema, () => ({})),
      message: nullableTextSchema,
      suggestion: nullableTextSchema,
    }),
  ]),
);

export type LeadResult = v.InferOutput<typeof leadResultSchema>;

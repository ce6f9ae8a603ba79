import * as v from 'valibot';
import { fieldErrorsSchema } from './field-errors';
import { nullableTextSchema } from './wire-text';
import { withBooleanSuccess } from './with-boolean-success';

/**
 * Response of the form posts that answer "success or errors by field": POST /api/clients/validate-form
 * and POST /api/save-contact-form. `{ success: true, message }` or `{ success: false, errors, message }`;
 * narrow on `success`.
 */
export const formResultSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({ success: v.literal(true), message: nullableTextSchema }),
    v.object({
      success: v.literal(false),
      errors: v.nullish(fieldErrorsSchema, () => ({})),
      message: nullableTextSchema,
    }),
  ]),
);

export type FormResult = v.InferOutput<typeof formResultSchema>;

import * as v from 'valibot';
import { formField } from './form-field';

/**
 * Body of POST /api/save-contact-form (SPEC §3 Contact message): every field is required (the
 * placeholders say so); clientPhone is 10 digits like the lead's. `MatrixDir` addresses the message to
 * the page's agent ('CONTACT {AGENT}'); without it the brokerage gets it. The response is
 * `formResultSchema`, each error on its own field (DESIGN fixes SPEC's message-error defect).
 */
export const contactMessageRequestSchema = v.object({
  clientName: formField.requiredText(100),
  clientEmail: formField.email,
  clientPhone: formField.phone,
  clientMessage: formField.requiredText(5000),
  MatrixDir: formField.optionalMatrixDir,
  captcha: formField.optionalText(10_000),
});

export type ContactMessageRequest = v.InferOutput<typeof contactMessageRequestSchema>;
export type ContactMessageRequestInput = v.InferInput<typeof contactMessageRequestSchema>;

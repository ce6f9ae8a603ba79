import * as v from 'valibot';

/**
 * Errors by field, `{ PartyEmail: ['invalid_email'], … }` (SPEC §7 "errors by field (lists of
 * messages)"); the form shows the first message of each. Messages are FORM_MESSAGES keys from our server
 * and may be sentences from older backends. A single string is read as a one-message list.
 */
export const fieldErrorsSchema = v.record(
  v.string(),
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((messages) => (typeof messages === 'string' ? [messages] : messages)),
  ),
);

export type FieldErrors = v.InferOutput<typeof fieldErrorsSchema>;

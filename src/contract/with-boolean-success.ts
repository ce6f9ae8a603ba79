import * as v from 'valibot';
import { wireBooleanSchema } from './wire-boolean';

/**
 * Prepares a `{ success, … }` body for a variant on `success`: older backends send the flag as 1/0 or
 * text, and Laravel-style validation answers (`{ message, errors }`) leave it out. A missing flag is
 * false when the body has `errors`, otherwise left missing (and so rejected by the variant).
 */
export function withBooleanSuccess(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (!('success' in body)) return 'errors' in body ? { ...body, success: false } : body;
  const flag = v.safeParse(wireBooleanSchema, body.success);
  return flag.success ? { ...body, success: flag.output } : body;
}

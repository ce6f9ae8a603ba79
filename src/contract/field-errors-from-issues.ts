import type * as v from 'valibot';
import type { FieldErrors } from './field-errors';

/**
 * Turns the issues of a failed form-body parse into errors by field, for the server's
 * `{ success: false, errors }` replies. The field is the issue's top-level key; issues not tied to a field
 * go under '_form'. Message order is kept, so the first message is the first rule broken.
 */
export function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    const field = first !== undefined && typeof first.key === 'string' ? first.key : '_form';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

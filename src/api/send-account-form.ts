import type * as v from 'valibot';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { postForm } from './post-form';

/**
 * Posts an account form (sign-in, registration, profile, password) with the session cookie. A 4xx with
 * a body the schema reads (field errors, 'invalid_credentials', a 429's message) is an answer the form
 * shows; only no answer, a 5xx or an unreadable body is a failure. Given a little longer than a lead
 * form: hashing a password is deliberately slow.
 */
export function sendAccountForm<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  body: Readonly<Record<string, string>> | FormData | null,
  schema: S,
  signal?: AbortSignal,
): Promise<ApiResult<v.InferOutput<S>>> {
  return postForm(api, path, body, schema, { signal, withSession: true, timeout: 20_000 });
}

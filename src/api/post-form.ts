import * as v from 'valibot';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { reportSessionGone } from './session-gone';
import { toApiFailure } from './to-api-failure';

export interface PostFormOptions {
  signal?: AbortSignal | undefined;
  /**
   * Send and accept the session cookie, also when the widgets' api-base is another origin
   * (`credentials: 'include'`): the account calls, whose HttpOnly cookie the server sets and reads.
   */
  withSession?: boolean;
  /** A post that has not answered in this time fails as `timeout` (ms); the client's 15 s by default. */
  timeout?: number;
}

/**
 * Posts form fields form-encoded (SPEC §7: the visitor-facing forms post that way), or a FormData with a
 * file, and reads the answer with `schema`. Field errors arrive with a 4xx status and still count as an
 * answer (`ok`), since the form shows them; only a missing, 5xx or unreadable answer is a failure, which
 * a form meets with a quiet message and Retry. Never retried automatically: a post repeated behind the
 * visitor's back could store a message twice or create two accounts.
 */
export async function postForm<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  fields: Readonly<Record<string, string>> | FormData | null,
  schema: S,
  { signal, withSession = false, timeout }: PostFormOptions = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  let response: Response;
  try {
    response = await api.http.post(path.replace(/^\//, ''), {
      ...(fields === null ? {} : { body: fields instanceof FormData ? fields : new URLSearchParams(fields) }),
      ...(withSession ? { credentials: 'include' as const } : {}),
      ...(timeout ? { timeout } : {}),
      throwHttpErrors: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, path) };
  }
  // Field errors come back as answers, but a 401 means the session cookie is gone.
  if (response.status === 401 && withSession) reportSessionGone();
  if (response.status >= 500) {
    return {
      ok: false,
      failure: { kind: 'server', status: response.status, message: `${response.status} from ${path}` },
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return {
      ok: false,
      failure: { kind: 'invalid', status: response.status, message: `Not JSON from ${path}` },
    };
  }
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.output };
  const kind = response.ok ? 'invalid' : 'rejected';
  return { ok: false, failure: { kind, status: response.status, message: `Unexpected answer from ${path}` } };
}

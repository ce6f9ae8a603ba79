import * as v from 'valibot';
import type { ApiResult } from './api-result';
import { type ApiClient, GET_RETRY } from './create-api-client';
import { toApiFailure } from './to-api-failure';

export interface SendOptions {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Relative to the API base, e.g. 'api/saved'. */
  readonly path: string;
  /** Sent form-encoded (SPEC §7's client calls post that way). */
  readonly form?: Readonly<Record<string, string>> | undefined;
  /** Sent as JSON (the calls whose body is a nested object). */
  readonly json?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/**
 * One call of a signed-in client's own data (favorites, notes, saved searches, blog comments and
 * reactions). Every 4xx is a failure whose `status` says why: the session ended (401), the account is
 * not the owner (403) or the thing is gone (404); forms that show field errors use postForm instead.
 * The session cookie goes along even when the widgets' api-base is another origin (`credentials:
 * 'include'`; DESIGN rulings: identity only from the cookie). Only GETs are retried: a repeated POST or DELETE behind the client's
 * back could undo what a second click meant. Every answer is validated with `schema`.
 */
export async function sendRequest<S extends v.GenericSchema>(
  api: ApiClient,
  options: SendOptions,
  schema: S,
): Promise<ApiResult<v.InferOutput<S>>> {
  const { method, path, form, json, signal } = options;
  try {
    const body = await api
      .http(path.replace(/^\//, ''), {
        method,
        credentials: 'include',
        retry: method === 'GET' ? GET_RETRY : 0,
        ...(form ? { body: new URLSearchParams(form) } : {}),
        ...(json !== undefined ? { json } : {}),
        ...(signal ? { signal } : {}),
      })
      .json();
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { ok: true, value: parsed.output };
    return { ok: false, failure: { kind: 'invalid', message: `Unexpected answer from ${path}` } };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, path) };
  }
}

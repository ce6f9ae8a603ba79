import ky from 'ky';
import * as v from 'valibot';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { toApiFailure } from './to-api-failure';

/** A call that has not answered in this time fails as `timeout` (ms). */
const TIMEOUT = 15_000;

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
 * One call of a signed-in client's own data (favorites, notes, saved searches). The session cookie goes
 * along even when the widgets' api-base is another origin (`credentials: 'include'`; DESIGN rulings:
 * identity only from the cookie). Only GETs are retried: a repeated POST or DELETE behind the client's
 * back could undo what a second click meant. Every answer is validated with `schema`.
 */
export async function sendRequest<S extends v.GenericSchema>(
  api: ApiClient,
  options: SendOptions,
  schema: S,
): Promise<ApiResult<v.InferOutput<S>>> {
  const { method, path, form, json, signal } = options;
  try {
    const body = await ky(new URL(path.replace(/^\//, ''), api.base), {
      method,
      credentials: 'include',
      timeout: TIMEOUT,
      retry: method === 'GET' ? { limit: 2, statusCodes: [408, 502, 503, 504] } : 0,
      ...(form ? { body: new URLSearchParams(form) } : {}),
      ...(json !== undefined ? { json } : {}),
      ...(signal ? { signal } : {}),
    }).json();
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { ok: true, value: parsed.output };
    return { ok: false, failure: { kind: 'invalid', message: `Unexpected answer from ${path}` } };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, path) };
  }
}

import ky from 'ky';
import * as v from 'valibot';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { toApiFailure } from './to-api-failure';

/** A post that has not answered in this time fails as `timeout` (ms). */
const TIMEOUT = 15_000;

/**
 * Posts a blog call's fields form-encoded with the session cookie and reads a 2xx answer with `schema`.
 * Unlike the visitor forms (postForm), every 4xx is a failure here: the comment box checks its text
 * itself, so a refusal means the session ended (401), the account is not the author (403) or the comment
 * is gone (404) — `failure.status` says which. Never retried: a repeated post would toggle a like back.
 */
export async function postBlogForm<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  fields: Readonly<Record<string, string>>,
  schema: S,
): Promise<ApiResult<v.InferOutput<S>>> {
  try {
    const response = await ky.post(new URL(path, api.base), {
      body: new URLSearchParams(fields),
      timeout: TIMEOUT,
      retry: 0,
      // The session cookie must travel when the API lives on another origin than the page.
      credentials: 'include',
    });
    const result = v.safeParse(schema, await response.json());
    if (result.success) return { ok: true, value: result.output };
    return { ok: false, failure: { kind: 'invalid', message: `Unexpected answer from ${path}` } };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, path) };
  }
}

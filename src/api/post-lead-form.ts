import ky from 'ky';
import * as v from 'valibot';
import { type LeadResult, leadResultSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { toApiFailure } from './to-api-failure';

/** The two posts of the lead flow (SPEC §7). */
export type LeadFormPath = 'api/clients/validate-form' | 'api/clients';

/** A post that has not answered in this time fails as `timeout` (ms). */
const TIMEOUT = 15_000;

/**
 * Posts lead fields form-encoded (SPEC §7) and reads the form result. Field errors arrive with a 4xx
 * status and still count as an answer (`ok` with `success: false`), since the form shows them; only a
 * missing, 5xx or unreadable answer is a failure, which the form meets with a quiet message and Retry.
 * Never retried automatically: a post repeated behind the visitor's back could store a lead twice.
 */
export async function postLeadForm(
  api: ApiClient,
  path: LeadFormPath,
  fields: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ApiResult<LeadResult>> {
  let response: Response;
  try {
    response = await ky.post(new URL(path, api.base), {
      body: new URLSearchParams(fields),
      timeout: TIMEOUT,
      retry: 0,
      throwHttpErrors: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, path) };
  }
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
  const result = v.safeParse(leadResultSchema, body);
  if (result.success) return { ok: true, value: result.output };
  const kind = response.ok ? 'invalid' : 'rejected';
  return { ok: false, failure: { kind, status: response.status, message: `Unexpected answer from ${path}` } };
}

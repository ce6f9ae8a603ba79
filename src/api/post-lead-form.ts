import { type LeadResult, leadResultSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { postForm } from './post-form';

/** The two posts of the lead flow (SPEC §7). */
export type LeadFormPath = 'api/clients/validate-form' | 'api/clients';

/**
 * Posts lead fields form-encoded (SPEC §7) and reads the form result: field errors are an answer, only
 * a missing, 5xx or unreadable answer is a failure (see postForm). Never retried automatically.
 */
export function postLeadForm(
  api: ApiClient,
  path: LeadFormPath,
  fields: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ApiResult<LeadResult>> {
  return postForm(api, path, fields, leadResultSchema, { signal });
}

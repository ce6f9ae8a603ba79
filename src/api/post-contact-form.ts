import { type FormResult, formResultSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { postForm } from './post-form';

/**
 * `POST /api/save-contact-form` (SPEC §7): clientName, clientEmail, clientPhone, clientMessage and, on an
 * agent's page, MatrixDir; form-encoded. Field errors are an answer; see postForm for failures.
 */
export function postContactForm(
  api: ApiClient,
  fields: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ApiResult<FormResult>> {
  return postForm(api, 'api/save-contact-form', fields, formResultSchema, { signal });
}

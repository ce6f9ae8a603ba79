import { type FormResult, formResultSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/** `POST /api/delete-account`: `currentPsw`, or `confirmEmail` for an account without a password. */
export function postAccountDeletion(
  api: ApiClient,
  fields: { currentPsw: string } | { confirmEmail: string },
): Promise<ApiResult<FormResult>> {
  return sendAccountForm(api, 'api/delete-account', fields, formResultSchema);
}

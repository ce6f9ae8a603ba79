import { type PasswordChangeResponse, passwordChangeResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/** `POST /api/changePsw` (SPEC §7): currentPsw, Password, ConfirmPassword (and PartyEmail, ignored). */
export function postPasswordChange(
  api: ApiClient,
  fields: Readonly<Record<string, string>>,
): Promise<ApiResult<PasswordChangeResponse>> {
  return sendAccountForm(api, 'api/changePsw', fields, passwordChangeResponseSchema);
}

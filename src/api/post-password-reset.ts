import { type PasswordResetResponse, passwordResetResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/**
 * `POST /api/password-reset` ('Forgot password?'): the server e-mails the account of `email` a link to set
 * a new password, and answers the same whether or not there is one.
 */
export function postPasswordReset(api: ApiClient, email: string): Promise<ApiResult<PasswordResetResponse>> {
  return sendAccountForm(api, 'api/password-reset', { email }, passwordResetResponseSchema);
}

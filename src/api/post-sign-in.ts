import { type SignInResponse, signInResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/** `POST /sign-in` (SPEC §7): e-mail and password; success sets the session cookie and names the Client. */
export function postSignIn(
  api: ApiClient,
  email: string,
  password: string,
  signal?: AbortSignal,
): Promise<ApiResult<SignInResponse>> {
  return sendAccountForm(api, 'sign-in', { email, password }, signInResponseSchema, signal);
}

import { type SocialSignInResponse, socialSignInResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/**
 * `POST /google/sign-in/{source}` with the ID token (`credential`) or `POST /facebook/sign-in/{source}`
 * with the SDK's `accessToken`; the server verifies either with the provider (DESIGN rulings).
 */
export function postSocialSignIn(
  api: ApiClient,
  provider: 'google' | 'facebook',
  token: string,
  source: string,
): Promise<ApiResult<SocialSignInResponse>> {
  const field = provider === 'google' ? 'credential' : 'accessToken';
  const path = `${provider}/sign-in/${encodeURIComponent(source)}`;
  return sendAccountForm(api, path, { [field]: token }, socialSignInResponseSchema);
}

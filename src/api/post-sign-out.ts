import * as v from 'valibot';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

const signOutSchema = v.object({ success: v.optional(v.unknown()) });

/** `POST /sign-out`: ends the session (the server clears the cookie). */
export function postSignOut(api: ApiClient): Promise<ApiResult<unknown>> {
  return sendAccountForm(api, 'sign-out', null, signOutSchema);
}

import { type ProfileUpdateResponse, profileUpdateResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/**
 * `POST /api/sendUpdatedData` (multipart, SPEC §7): clientID, PartyName, lname, PartyEmail, PartyPhone
 * and, when chosen, the photo as `file`. Field errors come back by field.
 */
export function postProfileUpdate(
  api: ApiClient,
  fields: Readonly<Record<string, string>>,
  file: File | null,
): Promise<ApiResult<ProfileUpdateResponse>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', file, file.name);
  return sendAccountForm(api, 'api/sendUpdatedData', body, profileUpdateResponseSchema);
}

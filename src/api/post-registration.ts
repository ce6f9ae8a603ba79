import { type ClientsResponse, clientsResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendAccountForm } from './send-account-form';

/**
 * `POST /api/clients` for a registration ('Create your profile'): the form's fields and the ALTCHA
 * payload as `captcha`. Success signs the new client in (cookie) and names them in `clientData`.
 */
export function postRegistration(
  api: ApiClient,
  fields: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ApiResult<ClientsResponse>> {
  return sendAccountForm(api, 'api/clients', fields, clientsResponseSchema, signal);
}

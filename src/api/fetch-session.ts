import { type SessionResponse, sessionResponseSchema } from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

/** `GET /api/session`: who this browser's session cookie belongs to (`Client: null` for a guest). */
export function fetchSession(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<SessionResponse>> {
  return sendRequest(api, { method: 'GET', path: 'api/session', signal }, sessionResponseSchema);
}

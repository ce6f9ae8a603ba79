import { configResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/config`: the brokerage's settings for the widgets. */
export function fetchConfig(api: ApiClient, signal?: AbortSignal) {
  return api.get('api/config', configResponseSchema, { signal });
}

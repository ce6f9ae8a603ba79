import { staffResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/staff`: the cards of the contact page's staff carousel (SPEC §7). */
export function fetchStaff(api: ApiClient, signal?: AbortSignal) {
  return api.get('api/staff', staffResponseSchema, { signal });
}

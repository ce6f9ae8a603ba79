import { officeAddressesResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * `GET /api/addresses` (every office) or `GET /api/getAddress` (the main office, whose phone and e-mail
 * are the company defaults) (SPEC §7).
 */
export function fetchOfficeAddresses(
  api: ApiClient,
  which: 'api/addresses' | 'api/getAddress',
  signal?: AbortSignal,
) {
  return api.get(which, officeAddressesResponseSchema, { signal });
}

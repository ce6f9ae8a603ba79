import { type AreaKind, areaInfoResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * `GET /api/v1/map/area/{kind}/{value}`: the centre and zoom of a chosen location (SPEC §4: the map
 * recentres on it). `{ success: false }` means an unknown area, on which the map does nothing (SPEC §8).
 */
export function fetchAreaInfo(api: ApiClient, kind: AreaKind, value: string, signal?: AbortSignal) {
  return api.get(`api/v1/map/area/${kind}/${encodeURIComponent(value)}`, areaInfoResponseSchema, { signal });
}

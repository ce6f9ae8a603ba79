import { type AreaKind, areaPolygonResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/**
 * `GET /api/v1/map/polygon/{kind}/{value}`: a chosen location's outline for the map, as a GeoJSON
 * FeatureCollection (empty for an unknown area).
 */
export function fetchAreaPolygon(api: ApiClient, kind: AreaKind, value: string, signal?: AbortSignal) {
  return api.get(`api/v1/map/polygon/${kind}/${encodeURIComponent(value)}`, areaPolygonResponseSchema, {
    signal,
  });
}

import { locationListResponseSchemas } from '../contract';
import type { ApiClient } from './create-api-client';

/** A level of the cascading location selectors (SPEC §4), named as the map calls name their lists. */
export type LocationListLevel = keyof typeof locationListResponseSchemas;

/** The chosen place a list is narrowed to, by its slug. */
export interface LocationListScope {
  readonly kind: 'region' | 'metro' | 'county' | 'city';
  readonly value: string;
}

// SPEC §7: which parent each list can be narrowed by, and the path of the unscoped list.
const ALL: Record<LocationListLevel, string> = {
  regions: 'api/v1/map/regions',
  metros: 'api/v1/map/metros',
  counties: 'api/v1/map/counties/',
  cities: 'api/v1/map/cities',
  postalCodes: 'api/v1/map/postal-codes/',
};
const SCOPED: Partial<Record<LocationListLevel, Partial<Record<LocationListScope['kind'], string>>>> = {
  metros: { region: 'regions/{}/metros' },
  counties: { region: 'regions/{}/counties', metro: 'metros/{}/counties' },
  cities: { county: 'counties/{}/cities' },
  postalCodes: { city: 'cities/{}/postal-codes' },
};

/** The path of a list, narrowed to `scope` when the API has such a list, else the whole of Texas. */
export function mapLocationsPath(level: LocationListLevel, scope: LocationListScope | null): string {
  const template = scope ? SCOPED[level]?.[scope.kind] : undefined;
  return template && scope
    ? `api/v1/map/${template.replace('{}', encodeURIComponent(scope.value))}`
    : ALL[level];
}

/**
 * `GET /api/v1/map/{level}` or its narrowed variant (`/regions/{region}/metros`, …): one level of the
 * location selectors, `{ data: [...] }` in SPEC §3's shapes.
 */
export function fetchMapLocations<L extends LocationListLevel>(
  api: ApiClient,
  level: L,
  scope: LocationListScope | null,
  signal?: AbortSignal,
) {
  return api.get(mapLocationsPath(level, scope), locationListResponseSchemas[level], { signal });
}

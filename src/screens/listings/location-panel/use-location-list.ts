import { useMemo } from 'react';
import type { ApiResult } from '../../../api/api-result';
import type { ApiClient } from '../../../api/create-api-client';
import {
  fetchMapLocations,
  type LocationListLevel,
  type LocationListScope,
  mapLocationsPath,
} from '../../../api/fetch-map-locations';
import { useApiResource } from '../../../ui/use-api-resource';

/** A place in a selector: its slug (a ZIP code for postal codes) and its name. */
export interface LocationOption {
  readonly value: string;
  readonly label: string;
}

export interface LocationList {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly options: readonly LocationOption[];
}

const LOADING: LocationList = { status: 'loading', options: [] };
const FAILED: LocationList = { status: 'failed', options: [] };

/**
 * One selector's list (SPEC §4 "loads child lists"), narrowed to `scope`; reloaded whenever the scope
 * changes, with the request for an outdated scope aborted. The server lets browsers cache these lists
 * for an hour, so reopening the panel costs nothing.
 */
export function useLocationList(level: LocationListLevel, scope: LocationListScope | null): LocationList {
  const path = mapLocationsPath(level, scope);
  const answer = useApiResource((api, signal) => loadOptions(api, level, scope, signal), path);
  // One object per answer: the type-to-search box searches again when its list changes.
  return useMemo(() => {
    if (answer.status === 'ready') return { status: 'ready', options: answer.value };
    return answer.status === 'failed' ? FAILED : LOADING;
  }, [answer]);
}

/** The list as options, whatever shape its level has on the wire. */
async function loadOptions(
  api: ApiClient,
  level: LocationListLevel,
  scope: LocationListScope | null,
  signal: AbortSignal,
): Promise<ApiResult<LocationOption[]>> {
  const option = (value: string, label: string): LocationOption => ({ value, label });
  switch (level) {
    case 'regions': {
      const r = await fetchMapLocations(api, level, scope, signal);
      return r.ok ? { ok: true, value: r.value.data.map((x) => option(x.subdomain, x.region)) } : r;
    }
    case 'metros': {
      const r = await fetchMapLocations(api, level, scope, signal);
      return r.ok ? { ok: true, value: r.value.data.map((x) => option(x.subdomain, x.Metro)) } : r;
    }
    case 'counties': {
      const r = await fetchMapLocations(api, level, scope, signal);
      return r.ok ? { ok: true, value: r.value.data.map((x) => option(x.subdomain, x.County)) } : r;
    }
    case 'cities': {
      const r = await fetchMapLocations(api, level, scope, signal);
      return r.ok ? { ok: true, value: r.value.data.map((x) => option(x.subdomain, x.City)) } : r;
    }
    case 'postalCodes': {
      const r = await fetchMapLocations(api, level, scope, signal);
      return r.ok ? { ok: true, value: r.value.data.map((x) => option(x['ZIP Code'], x['ZIP Code'])) } : r;
    }
  }
}

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../api/api-result';
import type { ApiClient } from '../../../api/create-api-client';
import {
  fetchMapLocations,
  type LocationListLevel,
  type LocationListScope,
  mapLocationsPath,
} from '../../../api/fetch-map-locations';
import { apiClientAtom } from '../../../state/api-base-atom';

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

/**
 * One selector's list (SPEC §4 "loads child lists"), narrowed to `scope`; reloaded whenever the scope
 * changes, with the request for an outdated scope aborted. The server lets browsers cache these lists
 * for an hour, so reopening the panel costs nothing.
 */
export function useLocationList(level: LocationListLevel, scope: LocationListScope | null): LocationList {
  const api = useAtomValue(apiClientAtom);
  const path = mapLocationsPath(level, scope);
  const [loaded, setLoaded] = useState<{ path: string; list: LocationList } | null>(null);
  const scopeKind = scope?.kind;
  const scopeValue = scope?.value;

  useEffect(() => {
    const controller = new AbortController();
    const narrowed = scopeKind && scopeValue ? { kind: scopeKind, value: scopeValue } : null;
    loadOptions(api, level, narrowed, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
      setLoaded({
        path: mapLocationsPath(level, narrowed),
        list: result.ok ? { status: 'ready', options: result.value } : { status: 'failed', options: [] },
      });
    });
    return () => controller.abort();
  }, [api, level, scopeKind, scopeValue]);

  return loaded?.path === path ? loaded.list : LOADING;
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

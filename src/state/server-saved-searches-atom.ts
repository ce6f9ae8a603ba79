import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { ApiResult } from '../api/api-result';
import { type SavedSearchNotification, savedSearchesApi } from '../api/saved-searches-api';
import type { ListingsQuery, SavedSearch } from '../contract';
import { savedSearchQuery, savedSearchState } from '../lib/filters/saved-search-query';
import { filterStateToQuery } from '../lib/listings-filters/filter-state-to-query';
import type { ListingsFilterState } from '../lib/listings-filters/listings-filter-state';
import { apiClientAtom } from './api-base-atom';
import { localSavedSearchesAtom } from './local-saved-searches-atom';
import { sessionClientAtom } from './session-atom';

const clientIdAtom = atom((get) => get(sessionClientAtom)?.ClientID ?? null);
const refreshAtom = atom(0);

/** The state of the signed-in client's saved searches: loading, failed (Retry) or the list. */
export type ServerSavedSearches =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; list: readonly SavedSearch[] };

const fetchAtom = atom(async (get, { signal }): Promise<ServerSavedSearches> => {
  const clientId = get(clientIdAtom);
  get(refreshAtom);
  if (clientId === null) return { status: 'guest' };
  const result = await savedSearchesApi.list(get(apiClientAtom), clientId, signal);
  if (result.ok) return { status: 'ready', list: result.value };
  if (result.failure.kind !== 'aborted') console.warn(`[bluebonnet] ${result.failure.message}`);
  return { status: 'failed' };
});

/** GET /api/v1/saved-search/listings/{ClientID}, again after every change. */
export const serverSavedSearchesAtom = unwrap(
  fetchAtom,
  (previous): ServerSavedSearches => previous ?? { status: 'loading' },
);

/** Reads the list again (Retry, or after a change). */
export const refreshSavedSearchesAtom = atom(null, (_get, set) => set(refreshAtom, (n) => n + 1));

/** A search as the server stores it: the query the list shows (no map view) and the screen's query string. */
export function searchCriteria(state: ListingsFilterState): { criteria: ListingsQuery; search: string } {
  const year = new Date().getFullYear();
  const search = savedSearchQuery(state, year);
  return {
    criteria: filterStateToQuery(savedSearchState(search, year), { mode: 'listings' }, { currentYear: year }),
    search,
  };
}

type Change =
  | { kind: 'save'; state: ListingsFilterState }
  | { kind: 'rename'; id: number; title: string }
  | { kind: 'update'; id: number; title: string; state: ListingsFilterState }
  | { kind: 'delete'; id: number }
  | { kind: 'notify'; id: number; settings: SavedSearchNotification };

/**
 * One change to the client's saved searches on the server; the list is read again after it. Resolves
 * to the answer, so the modal that asked can keep its input and say what failed.
 */
export const changeServerSavedSearchAtom = atom(
  null,
  async (get, set, change: Change): Promise<ApiResult<string | null>> => {
    const clientId = get(clientIdAtom);
    if (clientId === null)
      return { ok: false, failure: { kind: 'rejected', status: 401, message: 'Signed out' } };
    const api = get(apiClientAtom);
    let result: ApiResult<{ success?: boolean } | { data: { GatewayDesc: string } }>;
    let title: string | null = null;
    switch (change.kind) {
      case 'save': {
        const saved = await savedSearchesApi.save(api, { clientId, ...searchCriteria(change.state) });
        if (saved.ok) title = saved.value.data.GatewayDesc;
        result = saved;
        break;
      }
      case 'rename':
        result = await savedSearchesApi.rename(api, change.id, change.title);
        break;
      case 'update':
        result = await savedSearchesApi.update(api, {
          id: change.id,
          title: change.title,
          ...searchCriteria(change.state),
        });
        break;
      case 'delete':
        result = await savedSearchesApi.remove(api, change.id);
        break;
      case 'notify':
        result = await savedSearchesApi.notify(api, change.id, change.settings);
        break;
    }
    if (result.ok && 'success' in result.value && result.value.success === false) {
      result = { ok: false, failure: { kind: 'rejected', message: 'Refused' } };
    }
    set(refreshAtom, (n) => n + 1);
    return result.ok ? { ok: true, value: title } : result;
  },
);

/**
 * Moves the searches a guest saved in this browser into the account that just signed in (POST
 * /api/v1/saved-search/import). The server adds each local id once, so a retry or a second tab never
 * duplicates one; only after it answered are they taken off this browser, so none is lost.
 */
export const importLocalSavedSearchesAtom = atom(null, async (get, set): Promise<boolean> => {
  const clientId = get(clientIdAtom);
  const local = get(localSavedSearchesAtom);
  if (clientId === null || local.length === 0) return true;
  const year = new Date().getFullYear();
  const result = await savedSearchesApi.import(get(apiClientAtom), {
    clientId,
    searches: local.map((entry) => ({
      localId: String(entry.id),
      title: entry.title.slice(0, 100),
      criteria: filterStateToQuery(
        savedSearchState(entry.search, year),
        { mode: 'listings' },
        { currentYear: year },
      ),
      search: entry.search,
    })),
  });
  if (!result.ok) {
    console.warn(`[bluebonnet] ${result.failure.message}`);
    return false;
  }
  for (const entry of local) set(localSavedSearchesAtom, { kind: 'delete', id: entry.id });
  set(refreshAtom, (n) => n + 1);
  return true;
});

/** Which modal of a server saved search is open (the dropdown closes when one opens). */
export const serverSavedSearchModalAtom = atom<{
  kind: 'edit' | 'notifications' | 'delete';
  entry: SavedSearch;
} | null>(null);

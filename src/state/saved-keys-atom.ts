import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { apiClientAtom } from './api-base-atom';
import { fetchSavedState } from './fetch-saved-state';
import { isSavedCacheKey, readSavedCache, writeSavedCache } from './saved-cache';
import { EMPTY_SAVED_KEYS, type SavedKeys, type SavedState } from './saved-state';
import { sessionClientAtom } from './session-atom';

export type { SavedKeys } from './saved-state';

/** The signed-in client's id; a profile edit (same id) does not fetch the lists again. */
const clientIdAtom = atom((get) => get(sessionClientAtom)?.ClientID ?? null);

/** Bump to read the lists from the server again (e.g. after a failed load). */
export const savedRefreshAtom = atom(0);

const emptyState = (clientId: number): SavedState => ({
  clientId,
  keys: EMPTY_SAVED_KEYS,
  records: new Map(),
});

/**
 * Resolves once the server's lists for the signed-in client are in (null for a guest), fetched again
 * whenever another client signs in. A failed load keeps what the cache shows (or nothing): the hearts are
 * then possibly stale, but adding and removing still go to the server. A good answer is mirrored into the
 * display cache, for the next page and the other tabs.
 */
export const savedServerStateAtom = atom(async (get, { signal }): Promise<SavedState | null> => {
  const clientId = get(clientIdAtom);
  get(savedRefreshAtom);
  // A guest has no lists; the display cache went when the session did (writeSessionCache).
  if (clientId === null) return null;
  const cached = readSavedCache(clientId);
  const result = await fetchSavedState(get(apiClientAtom), clientId, cached?.records ?? new Map(), signal);
  if (!result.ok) {
    if (result.failure.kind !== 'aborted') {
      console.warn(`[bluebonnet] Could not load the saved listings: ${result.failure.message}`);
    }
    return cached ?? emptyState(clientId);
  }
  writeSavedCache(result.value);
  return result.value;
});

const serverValueAtom = unwrap(savedServerStateAtom, () => undefined);

/** False while the signed-in client's lists are on their way from the server. */
export const savedKeysReadyAtom = atom((get) => get(serverValueAtom) !== undefined);

/**
 * The page's own changes since the server's answer `base` (changes here, or in another tab); `pinned`
 * changes stay whatever the server says.
 */
const localAtom = atom<{ base: SavedState | null | undefined | 'pinned'; state: SavedState } | null>(null);

/** Takes up the lists another tab of the page wrote to the display cache. */
const followOtherTabAtom = atom(null, (get, set) => {
  const clientId = get(clientIdAtom);
  const cached = clientId === null ? null : readSavedCache(clientId);
  if (cached) set(localAtom, { base: get(serverValueAtom), state: cached });
});
followOtherTabAtom.onMount = (follow) => {
  const onStorage = (event: StorageEvent) => {
    if (isSavedCacheKey(event.key)) follow();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
};

/**
 * The signed-in client's saved listings as this page shows them: the server's lists, then every change
 * made on this page or in another tab of it (through the SPEC §3 browser keys' `storage` events). While
 * the server's answer is on its way the display cache stands in. null for a guest.
 */
export const savedStateAtom = atom((get): SavedState | null => {
  // Read only to be mounted with the lists: the other tabs are followed while a widget shows them.
  get(followOtherTabAtom);
  const clientId = get(clientIdAtom);
  if (clientId === null) return null;
  const server = get(serverValueAtom);
  const local = get(localAtom);
  if (local && local.state.clientId === clientId) {
    if (local.base === server || local.base === 'pinned') return local.state;
    // Ids and notes learnt while the keys were loading stay, for the listings still listed.
    if (local.base === undefined && server) {
      return { ...server, records: new Map([...local.state.records, ...server.records]) };
    }
  }
  if (server && server.clientId === clientId) return server;
  return readSavedCache(clientId) ?? emptyState(clientId);
});

/**
 * Records a change made on this page (a toggle, its undo, a record's id or note learnt): `change` gets
 * the lists as shown and gives them back changed. The display cache follows, so the other tabs do too.
 * Nothing happens for a guest.
 */
export const updateSavedStateAtom = atom(null, (get, set, change: (state: SavedState) => SavedState) => {
  const current = get(savedStateAtom);
  if (!current) return;
  const next = change(current);
  if (next === current) return;
  set(localAtom, { base: get(serverValueAtom), state: next });
  writeSavedCache(next);
});

/**
 * The client's favorites, compare list and possibilities, as keys, so every card can show its heart
 * and compare state without fetching the lists, and `<bb-account-menu>` can count them. Empty for guests.
 */
export const savedKeysAtom = atom((get): SavedKeys => get(savedStateAtom)?.keys ?? EMPTY_SAVED_KEYS);

/**
 * Sets the lists directly, for stories and tests: they stay, whatever a server says. A guest has none
 * to set.
 * @internal
 */
export const pinSavedKeysAtom = atom(
  null,
  (get, set, keys: Omit<SavedKeys, 'possibilities'> & Partial<Pick<SavedKeys, 'possibilities'>>) => {
    const current = get(savedStateAtom);
    if (!current) return;
    set(localAtom, {
      base: 'pinned',
      state: { ...current, keys: { possibilities: new Set<number>(), ...keys } },
    });
  },
);

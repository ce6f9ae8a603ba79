import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { savedListingsApi } from '../api/saved-listings-api';
import { SAVED_LISTING_KINDS } from '../contract';
import { apiClientAtom } from './api-base-atom';
import { clearSavedCache, isSavedCacheKey, readSavedCache, writeSavedCache } from './saved-cache';
import {
  EMPTY_SAVED_KEYS,
  KEYS_FIELD,
  recordKey,
  type SavedKeys,
  type SavedRecord,
  type SavedState,
} from './saved-state';
import { sessionClientAtom } from './session-atom';

export type { SavedKeys } from './saved-state';

/** The signed-in client's id; a profile edit (same id) does not fetch the lists again. */
const clientIdAtom = atom((get) => get(sessionClientAtom)?.ClientID ?? null);

/** Bump to read the lists from the server again (e.g. after a failed load). */
export const savedRefreshAtom = atom(0);

// Per store: the client whose lists were last asked for, to tell a sign-out from a guest's first visit.
const lastClientAtom = atom(() => ({ current: null as number | null }));

const emptyState = (clientId: number): SavedState => ({
  clientId,
  keys: EMPTY_SAVED_KEYS,
  records: new Map(),
});

/**
 * The client's three lists from GET /api/saved-keys-numeric/{favorite|saved|possibility}/{ClientID},
 * fetched again whenever another client signs in. A failed load keeps what the cache shows (or nothing):
 * the hearts are then possibly stale, but adding and removing still go to the server.
 */
const serverStateAtom = atom(async (get, { signal }): Promise<SavedState | null> => {
  const clientId = get(clientIdAtom);
  get(savedRefreshAtom);
  const last = get(lastClientAtom);
  if (clientId === null) {
    // Signed out on this page: the display cache must not outlive the session.
    if (last.current !== null) clearSavedCache();
    last.current = null;
    return null;
  }
  last.current = clientId;
  const api = get(apiClientAtom);
  const answers = await Promise.all(
    SAVED_LISTING_KINDS.map((kind) => savedListingsApi.keys(api, kind, clientId, signal)),
  );
  const records = new Map<string, SavedRecord>();
  const lists: Record<string, Set<number>> = {};
  for (const [index, kind] of SAVED_LISTING_KINDS.entries()) {
    const answer = answers[index];
    if (!answer?.ok) {
      if (answer && answer.failure.kind !== 'aborted') {
        console.warn(`[bluebonnet] Could not load the saved listings: ${answer.failure.message}`);
      }
      return readSavedCache(clientId) ?? emptyState(clientId);
    }
    lists[KEYS_FIELD[kind]] = new Set(answer.value.data.map((row) => row.key));
    for (const row of answer.value.data) {
      if (row.savedId !== null || row.note !== null) records.set(recordKey(kind, row.key), row);
    }
  }
  // Notes the server does not list with the keys are kept from the cache, for the same records only.
  const cached = readSavedCache(clientId);
  for (const [key, record] of cached?.records ?? []) {
    const [kind, listing] = key.split(':');
    const field = KEYS_FIELD[kind as keyof typeof KEYS_FIELD];
    if (!records.has(key) && field && lists[field]?.has(Number(listing))) records.set(key, record);
  }
  // Notes come with the lists, not the keys: read a list once when this browser does not know the
  // records of some of its listings yet (a new device, a save made elsewhere). Afterwards the cache knows.
  for (const [kind, which] of [
    ['favorite', 'favorites'],
    ['saved', 'compare'],
  ] as const) {
    const keys = lists[KEYS_FIELD[kind]] ?? new Set<number>();
    if (![...keys].some((key) => !records.has(recordKey(kind, key)))) continue;
    const listed = await savedListingsApi.list(api, which, clientId, signal);
    if (!listed.ok) continue;
    for (const entry of listed.value) {
      records.set(recordKey(kind, entry.ListingKeyNumeric), {
        savedId: entry.GatewayListingsSavedID,
        note: entry.note,
      });
    }
    // Listings gone from the MLS are not listed; remember them as known, without a note.
    for (const key of keys) {
      if (!records.has(recordKey(kind, key)))
        records.set(recordKey(kind, key), { savedId: null, note: null });
    }
  }
  const state: SavedState = {
    clientId,
    keys: {
      favorites: lists.favorites ?? new Set(),
      compares: lists.compares ?? new Set(),
      possibilities: lists.possibilities ?? new Set(),
    },
    records,
  };
  writeSavedCache(state);
  return state;
});

const serverValueAtom = unwrap(serverStateAtom, () => undefined);

/** False while the signed-in client's lists are on their way from the server. */
export const savedKeysReadyAtom = atom((get) => get(serverValueAtom) !== undefined);

/** The page's own changes since the server's answer `base` (toggles here, or in another tab). */
const localAtom = atom<{ base: SavedState | null | undefined | 'pinned'; state: SavedState } | null>(null);

/** Resolves once the server's lists for the signed-in client are in (null for a guest). */
export const savedServerStateAtom = serverStateAtom;

/**
 * The signed-in client's saved listings as this page shows them: the server's lists, then every change
 * made on this page or in another tab of it (through the SPEC §3 browser keys' `storage` events). While
 * the server's answer is on its way the display cache stands in. null for a guest.
 * Writing a state records a change (and updates the cache, so the other tabs follow).
 */
export const savedStateAtom = atom(
  (get): SavedState | null => {
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
  },
  (get, set, next: SavedState | 'from-other-tab' | { pinned: SavedState }) => {
    const base = get(serverValueAtom);
    if (next === 'from-other-tab') {
      const clientId = get(clientIdAtom);
      const cached = clientId === null ? null : readSavedCache(clientId);
      if (cached) set(localAtom, { base, state: cached });
      return;
    }
    if ('pinned' in next) return set(localAtom, { base: 'pinned', state: next.pinned });
    set(localAtom, { base, state: next });
    writeSavedCache(next);
  },
);
savedStateAtom.onMount = (setState) => {
  const onStorage = (event: StorageEvent) => {
    if (isSavedCacheKey(event.key)) setState('from-other-tab');
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
};

/**
 * The client's favorites, compare list and possibilities, as keys, so every card can show its heart
 * and compare state without fetching the lists, and `<bb-account-menu>` can count them. Empty for guests.
 */
export const savedKeysAtom = atom(
  (get): SavedKeys => get(savedStateAtom)?.keys ?? EMPTY_SAVED_KEYS,
  // Stories and tests set the lists directly (they stay, whatever a server says); a guest has none to set.
  (get, set, keys: Omit<SavedKeys, 'possibilities'> & Partial<Pick<SavedKeys, 'possibilities'>>) => {
    const current = get(savedStateAtom);
    if (!current) return;
    set(savedStateAtom, { pinned: { ...current, keys: { possibilities: new Set<number>(), ...keys } } });
  },
);

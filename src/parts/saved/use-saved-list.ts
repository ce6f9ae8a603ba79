import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { type SavedListName, savedListingsApi } from '../../api/saved-listings-api';
import type { SavedListingEntry, SavedListingKind } from '../../contract';
import { savedKeysReadyAtom, savedStateAtom, updateSavedStateAtom } from '../../state/saved-keys-atom';
import { KEYS_FIELD, withRecord } from '../../state/saved-state';
import { sessionClientAtom, sessionStatusAtom, startSessionAtom } from '../../state/session-atom';
import { useApiResource } from '../../ui/use-api-resource';

/** Learns the records' ids and notes a list answer carries, for the note editor and the cards. */
const learnAtom = atom(null, (_get, set, kind: SavedListingKind, entries: readonly SavedListingEntry[]) =>
  set(updateSavedStateAtom, (before) => {
    let state = before;
    for (const entry of entries) {
      if (entry.GatewayListingsSavedID === null) continue;
      state = withRecord(state, kind, entry.ListingKeyNumeric, {
        savedId: entry.GatewayListingsSavedID,
        note: entry.note,
      });
    }
    return state;
  }),
);

const LIST_KIND = { favorites: 'favorite', compare: 'saved', possibilities: 'possibility' } as const;

export type SavedList =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; entries: SavedListingEntry[] };

/**
 * The listings of one of the client's lists (GET /api/favorites|compare|possibilities/{ClientID}). Only
 * the entries still in the client's keys are given, so a listing removed anywhere on the page (its card's
 * heart, the Remove button, another tab) leaves the list at once (SPEC §2: removing filters it out).
 * The records' ids and notes the answer carries are learnt for the note editor and the cards.
 */
export function useSavedList(which: SavedListName): SavedList {
  const client = useAtomValue(sessionClientAtom);
  const clientId = client?.ClientID ?? null;
  // Until the page knows who is signed in, a returning client must not be told to sign in.
  const sessionKnown = useAtomValue(sessionStatusAtom) === 'ready';
  const saved = useAtomValue(savedStateAtom);
  const ready = useAtomValue(savedKeysReadyAtom);
  const learn = useSetAtom(learnAtom);
  const startSession = useSetAtom(startSessionAtom);
  const kind = LIST_KIND[which];
  const answer = useApiResource(
    clientId === null ? null : (api, signal) => savedListingsApi.list(api, which, clientId, signal),
    [which, clientId],
  );
  const entries = answer.status === 'ready' ? answer.value : null;

  // Who is signed in is read once per page (also when this is the page's only widget).
  useEffect(() => startSession(), [startSession]);

  useEffect(() => {
    if (entries) learn(kind, entries);
  }, [entries, kind, learn]);

  if (clientId === null) return sessionKnown ? { status: 'guest' } : { status: 'loading' };
  if (answer.status === 'loading' || !ready) return { status: 'loading' };
  if (answer.status === 'failed') return { status: 'failed', retry: answer.retry };
  const keys = saved?.keys[KEYS_FIELD[kind]];
  return {
    status: 'ready',
    entries: keys ? answer.value.filter((entry) => keys.has(entry.ListingKeyNumeric)) : answer.value,
  };
}

import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type SavedListName, savedListingsApi } from '../../api/saved-listings-api';
import type { SavedListingEntry, SavedListingKind } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { savedKeysReadyAtom, savedStateAtom, updateSavedStateAtom } from '../../state/saved-keys-atom';
import { KEYS_FIELD, withRecord } from '../../state/saved-state';
import { sessionClientAtom, sessionStatusAtom, startSessionAtom } from '../../state/session-atom';

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
  const api = useAtomValue(apiClientAtom);
  const saved = useAtomValue(savedStateAtom);
  const ready = useAtomValue(savedKeysReadyAtom);
  const learn = useSetAtom(learnAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<SavedListingEntry[] | 'loading' | 'failed'>('loading');
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const kind = LIST_KIND[which];

  // Who is signed in is read once per page (also when this is the page's only widget).
  useEffect(() => startSession(), [startSession]);

  useEffect(() => {
    void attempt;
    setAnswer('loading');
    if (clientId === null) return;
    const controller = new AbortController();
    void savedListingsApi.list(api, which, clientId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        console.warn(`[bluebonnet] ${result.failure.message}`);
        return setAnswer('failed');
      }
      setAnswer(result.value);
    });
    return () => controller.abort();
  }, [api, which, clientId, attempt]);

  useEffect(() => {
    if (typeof answer !== 'string') learn(kind, answer);
  }, [answer, kind, learn]);

  if (clientId === null) return sessionKnown ? { status: 'guest' } : { status: 'loading' };
  if (answer === 'loading' || !ready) return { status: 'loading' };
  if (answer === 'failed') return { status: 'failed', retry };
  const keys = saved?.keys[KEYS_FIELD[kind]];
  return {
    status: 'ready',
    entries: keys ? answer.filter((entry) => keys.has(entry.ListingKeyNumeric)) : answer,
  };
}

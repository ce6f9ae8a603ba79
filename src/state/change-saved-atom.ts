import { atom } from 'jotai';
import type { ApiFailure } from '../api/api-result';
import { savedListingsApi } from '../api/saved-listings-api';
import type { SavedListingKind } from '../contract';
import { apiClientAtom } from './api-base-atom';
import { type SavedFailureReason, savedFailureAtom } from './saved-failure-atom';
import { savedServerStateAtom, savedStateAtom, updateSavedStateAtom } from './saved-keys-atom';
import { KEYS_FIELD, recordKey, withRecord, withSaved } from './saved-state';

export interface SavedChange {
  readonly kind: SavedListingKind;
  readonly listingKey: number;
  /** true adds, false removes; left out, it toggles (SPEC §4: remove if present, else add). */
  readonly on?: boolean | undefined;
}

/** A 401 or 403 means the session is gone (signed out in another tab, expired); anything else may pass. */
export const failureReason = (failure: ApiFailure | null): SavedFailureReason =>
  failure?.status === 401 || failure?.status === 403 ? 'session' : 'network';

// Listings with a change on its way, per list: a second click waits for the first to be answered.
const pendingAtom = atom(() => new Set<string>());

/**
 * Puts a listing in or takes it out of one of the client's lists (POST /api/saved, DELETE
 * /api/saved/…). The page shows the change at once; when the server refuses or cannot be reached it is
 * undone and `savedFailureAtom` says why. Resolves to true when the change stuck. A guest has no lists:
 * callers go through `requireLoginAtom` first.
 */
export const changeSavedAtom = atom(null, async (get, set, change: SavedChange): Promise<boolean> => {
  // The server's lists first, so a click during the first load is not lost when they arrive.
  await get(savedServerStateAtom);
  const before = get(savedStateAtom);
  if (!before) return false;
  const { kind, listingKey } = change;
  const key = recordKey(kind, listingKey);
  const pending = get(pendingAtom);
  if (pending.has(key)) return false;
  const was = before.keys[KEYS_FIELD[kind]].has(listingKey);
  const on = change.on ?? !was;
  if (on === was) return true;
  pending.add(key);
  set(updateSavedStateAtom, (state) => withSaved(state, kind, listingKey, on));
  const api = get(apiClientAtom);
  try {
    const result = on
      ? await savedListingsApi.add(api, kind, listingKey, before.clientId)
      : await savedListingsApi.remove(api, kind, listingKey, before.clientId);
    if (result.ok && result.value.success !== false) {
      if (on && 'data' in result.value) {
        const { GatewayListingsSavedID } = result.value.data;
        set(updateSavedStateAtom, (state) =>
          withRecord(state, kind, listingKey, { savedId: GatewayListingsSavedID }),
        );
      }
      return true;
    }
    if (!result.ok) console.warn(`[bluebonnet] ${result.failure.message}`);
    const record = before.records.get(key);
    set(updateSavedStateAtom, (state) => {
      const undone = withSaved(state, kind, listingKey, was);
      return record ? withRecord(undone, kind, listingKey, record) : undone;
    });
    set(savedFailureAtom, {
      listingKey,
      kind,
      reason: failureReason(result.ok ? null : result.failure),
      at: Date.now(),
    });
    return false;
  } finally {
    pending.delete(key);
  }
});

import type { ApiResult } from '../api/api-result';
import type { ApiClient } from '../api/create-api-client';
import { savedListingsApi } from '../api/saved-listings-api';
import { SAVED_LISTING_KINDS, type SavedListingKind } from '../contract';
import { KEYS_FIELD, recordKey, type SavedRecord, type SavedState } from './saved-state';

const kindOfRecord = (key: string): SavedListingKind | undefined =>
  SAVED_LISTING_KINDS.find((kind) => key.startsWith(`${kind}:`));

/**
 * The client's three lists from GET /api/saved-keys-numeric/{favorite|saved|possibility}/{ClientID}, with
 * what is known of their records. `known` are the records this browser learnt earlier (the display
 * cache): kept for the listings still listed, since the keys do not carry every note. Fails when any of
 * the three lists cannot be read; touches nothing but the network.
 */
export async function fetchSavedState(
  api: ApiClient,
  clientId: number,
  known: ReadonlyMap<string, SavedRecord>,
  signal?: AbortSignal,
): Promise<ApiResult<SavedState>> {
  const answers = await Promise.all(
    SAVED_LISTING_KINDS.map((kind) => savedListingsApi.keys(api, kind, clientId, signal)),
  );
  const keys = {
    favorites: new Set<number>(),
    compares: new Set<number>(),
    possibilities: new Set<number>(),
  };
  const records = new Map<string, SavedRecord>();
  for (const [index, kind] of SAVED_LISTING_KINDS.entries()) {
    const answer = answers[index];
    if (!answer) continue;
    if (!answer.ok) return answer;
    for (const row of answer.value.data) {
      keys[KEYS_FIELD[kind]].add(row.key);
      if (row.savedId !== null || row.note !== null) records.set(recordKey(kind, row.key), row);
    }
  }
  for (const [key, record] of known) {
    const kind = kindOfRecord(key);
    const listing = Number(key.slice(key.indexOf(':') + 1));
    if (!records.has(key) && kind && keys[KEYS_FIELD[kind]].has(listing)) records.set(key, record);
  }
  // Notes come with the lists, not the keys: read a list once when this browser does not know the
  // records of some of its listings yet (a new device, a save made elsewhere). Afterwards the cache knows.
  for (const [kind, which] of [
    ['favorite', 'favorites'],
    ['saved', 'compare'],
  ] as const) {
    const listed = keys[KEYS_FIELD[kind]];
    if (![...listed].some((key) => !records.has(recordKey(kind, key)))) continue;
    const answer = await savedListingsApi.list(api, which, clientId, signal);
    if (!answer.ok) continue;
    for (const entry of answer.value) {
      records.set(recordKey(kind, entry.ListingKeyNumeric), {
        savedId: entry.GatewayListingsSavedID,
        note: entry.note,
      });
    }
    // Listings gone from the MLS are not listed; remember them as known, without a note.
    for (const key of listed) {
      if (!records.has(recordKey(kind, key)))
        records.set(recordKey(kind, key), { savedId: null, note: null });
    }
  }
  return { ok: true, value: { clientId, keys, records } };
}

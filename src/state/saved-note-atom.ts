import { atom } from 'jotai';
import type { ApiResult } from '../api/api-result';
import { savedListingsApi } from '../api/saved-listings-api';
import { SAVED_LISTING_KINDS, type SavedListingKind } from '../contract';
import { apiClientAtom } from './api-base-atom';
import { savedStateAtom, updateSavedStateAtom } from './saved-keys-atom';
import { KEYS_FIELD, recordKey, type SavedState, withRecord } from './saved-state';

/** The note shown for a listing: the first of its lists (favorite, saved, possibility) whose record has one. */
export function listingNote(
  state: SavedState | null,
  listingKey: number,
): { kind: SavedListingKind; note: string } | null {
  if (!state) return null;
  for (const kind of SAVED_LISTING_KINDS) {
    if (!state.keys[KEYS_FIELD[kind]].has(listingKey)) continue;
    const note = state.records.get(recordKey(kind, listingKey))?.note;
    if (note) return { kind, note };
  }
  return null;
}

/** The record id of a listing in list `kind`: known, or asked of POST /api/saved (which answers it). */
async function savedIdOf(
  state: SavedState,
  api: Parameters<typeof savedListingsApi.add>[0],
  kind: SavedListingKind,
  listingKey: number,
): Promise<ApiResult<number>> {
  const known = state.records.get(recordKey(kind, listingKey))?.savedId;
  if (known) return { ok: true, value: known };
  const added = await savedListingsApi.add(api, kind, listingKey, state.clientId);
  return added.ok ? { ok: true, value: added.value.data.GatewayListingsSavedID } : added;
}

/**
 * Reads the current note of a listing's record in list `kind` (GET /api/get-note/{id}), learning the
 * record's id on the way. Resolves to the note ('' for none).
 */
export const loadNoteAtom = atom(
  null,
  async (get, set, kind: SavedListingKind, listingKey: number): Promise<ApiResult<string>> => {
    const state = get(savedStateAtom);
    if (!state) return { ok: false, failure: { kind: 'rejected', status: 401, message: 'Not signed in' } };
    const api = get(apiClientAtom);
    const id = await savedIdOf(state, api, kind, listingKey);
    if (!id.ok) return id;
    const result = await savedListingsApi.note(api, id.value);
    if (!result.ok) return result;
    set(updateSavedStateAtom, (now) =>
      withRecord(now, kind, listingKey, { savedId: id.value, note: result.value.data.note }),
    );
    return { ok: true, value: result.value.data.note ?? '' };
  },
);

/**
 * Stores the note of a listing's record in list `kind` (POST /api/save-note; blank clears it). Not
 * optimistic: the note editor keeps the text and says so when saving fails.
 */
export const saveNoteAtom = atom(
  null,
  async (get, set, kind: SavedListingKind, listingKey: number, note: string): Promise<ApiResult<string>> => {
    const state = get(savedStateAtom);
    if (!state) return { ok: false, failure: { kind: 'rejected', status: 401, message: 'Not signed in' } };
    const api = get(apiClientAtom);
    const id = await savedIdOf(state, api, kind, listingKey);
    if (!id.ok) return id;
    const text = note.trim();
    const result = await savedListingsApi.saveNote(api, id.value, text);
    if (!result.ok) return result;
    if (result.value.success === false) {
      return { ok: false, failure: { kind: 'rejected', message: result.value.message ?? 'Note refused' } };
    }
    set(updateSavedStateAtom, (now) =>
      withRecord(now, kind, listingKey, { savedId: id.value, note: text || null }),
    );
    return { ok: true, value: text };
  },
);

import * as v from 'valibot';
import {
  listEnvelope,
  type NoteResponse,
  noteResponseSchema,
  nullableTextSchema,
  type SavedListingEntry,
  type SavedListingKind,
  type SuccessResponse,
  savedListingAddResponseSchema,
  savedListingsResponseSchema,
  successResponseSchema,
  wireNumberSchema,
} from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

/** One key of a client's list; records may carry their id and note, bare numbers do not. */
export interface SavedKeyRecord {
  readonly key: number;
  readonly savedId: number | null;
  readonly note: string | null;
}

// Our server lists bare numbers; backends that list records (SPEC §3 saved-listing record) also tell
// the record's id and note, which saves a round trip before a note can be shown or edited.
const keyRecordSchema = v.union([
  v.pipe(
    wireNumberSchema,
    v.transform((key): SavedKeyRecord => ({ key, savedId: null, note: null })),
  ),
  v.pipe(
    v.object({
      ListingKeyNumeric: wireNumberSchema,
      GatewayListingsSavedID: v.nullish(wireNumberSchema, null),
      note: nullableTextSchema,
    }),
    v.transform(
      (row): SavedKeyRecord => ({
        key: row.ListingKeyNumeric,
        savedId: row.GatewayListingsSavedID,
        note: row.note,
      }),
    ),
  ),
]);
const keysSchema = listEnvelope(keyRecordSchema);

const id = (n: number) => encodeURIComponent(String(n));

/** The path of each list of listings (possibilities: our server's, for the dashboard's My Properties). */
export type SavedListName = 'favorites' | 'compare' | 'possibilities';

/**
 * The calls of SPEC §7 on a client's saved listings. `ClientID` is always the session's own (the server
 * answers 403 otherwise); the cookie proves who asks.
 */
export const savedListingsApi = {
  /** GET /api/saved-keys-numeric/{kind}/{ClientID}. */
  keys(api: ApiClient, kind: SavedListingKind, clientId: number, signal?: AbortSignal) {
    return sendRequest(
      api,
      { method: 'GET', path: `api/saved-keys-numeric/${kind}/${id(clientId)}`, signal },
      keysSchema,
    );
  },

  /** GET /api/favorites|compare|possibilities/{ClientID}: the listings, newest saved first. */
  async list(
    api: ApiClient,
    which: SavedListName,
    clientId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<SavedListingEntry[]>> {
    const result = await sendRequest(
      api,
      { method: 'GET', path: `api/${which}/${id(clientId)}`, signal },
      savedListingsResponseSchema,
    );
    return result.ok ? { ok: true, value: result.value.data } : result;
  },

  /** POST /api/saved: adds the listing to the list and answers the record's id (also when already there). */
  add(api: ApiClient, kind: SavedListingKind, listingKey: number, clientId: number) {
    return sendRequest(
      api,
      {
        method: 'POST',
        path: 'api/saved',
        form: { ListingKeyNumeric: String(listingKey), clientID: String(clientId), GatewayDesc: kind },
      },
      savedListingAddResponseSchema,
    );
  },

  /** DELETE /api/saved/{ListingKeyNumeric}/{ClientID}/{kind}. */
  remove(
    api: ApiClient,
    kind: SavedListingKind,
    listingKey: number,
    clientId: number,
  ): Promise<ApiResult<SuccessResponse>> {
    return sendRequest(
      api,
      { method: 'DELETE', path: `api/saved/${id(listingKey)}/${id(clientId)}/${kind}` },
      successResponseSchema,
    );
  },

  /** GET /api/get-note/{GatewayListingsSavedID}. */
  note(api: ApiClient, savedId: number, signal?: AbortSignal): Promise<ApiResult<NoteResponse>> {
    return sendRequest(
      api,
      { method: 'GET', path: `api/get-note/${id(savedId)}`, signal },
      noteResponseSchema,
    );
  },

  /** POST /api/save-note: replaces the record's note; blank clears it. */
  saveNote(api: ApiClient, savedId: number, note: string): Promise<ApiResult<SuccessResponse>> {
    return sendRequest(
      api,
      { method: 'POST', path: 'api/save-note', form: { GatewayListingsSavedID: String(savedId), note } },
      successResponseSchema,
    );
  },
};

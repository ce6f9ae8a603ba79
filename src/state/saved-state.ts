import type { SavedListingKind } from '../contract';

/** The ListingKeyNumeric values a signed-in client keeps (SPEC §3 favoritesKeyNumeric, comparesKeyNumeric, possibilityKeyNumeric). */
export interface SavedKeys {
  readonly favorites: ReadonlySet<number>;
  /** The compare list: GatewayDesc 'saved'. */
  readonly compares: ReadonlySet<number>;
  readonly possibilities: ReadonlySet<number>;
}

/** What is known of one saved record (SPEC §3): its id once the server told it, and its note. */
export interface SavedRecord {
  readonly savedId: number | null;
  readonly note: string | null;
}

/** A client's saved listings as this page knows them. `records` is keyed by `recordKey`. */
export interface SavedState {
  readonly clientId: number;
  readonly keys: SavedKeys;
  readonly records: ReadonlyMap<string, SavedRecord>;
}

export const EMPTY_SAVED_KEYS: SavedKeys = {
  favorites: new Set<number>(),
  compares: new Set<number>(),
  possibilities: new Set<number>(),
};

/** Which field of SavedKeys holds a list. */
export const KEYS_FIELD = { favorite: 'favorites', saved: 'compares', possibility: 'possibilities' } as const;

export const recordKey = (kind: SavedListingKind, listingKey: number) => `${kind}:${listingKey}`;

/** `state` with `listingKey` put in (or taken out of) list `kind`; a removal forgets its record too. */
export function withSaved(
  state: SavedState,
  kind: SavedListingKind,
  listingKey: number,
  on: boolean,
): SavedState {
  const field = KEYS_FIELD[kind];
  const list = new Set(state.keys[field]);
  const records = new Map(state.records);
  if (on) list.add(listingKey);
  else {
    list.delete(listingKey);
    records.delete(recordKey(kind, listingKey));
  }
  return { ...state, keys: { ...state.keys, [field]: list }, records };
}

/** `state` with what is now known of one record. */
export function withRecord(
  state: SavedState,
  kind: SavedListingKind,
  listingKey: number,
  record: Partial<SavedRecord>,
): SavedState {
  const key = recordKey(kind, listingKey);
  const before = state.records.get(key) ?? { savedId: null, note: null };
  const records = new Map(state.records);
  records.set(key, { ...before, ...record });
  return { ...state, records };
}

import * as v from 'valibot';
import type { SavedListingKind } from '../contract';
import type { SavedRecord, SavedState } from './saved-state';
import { readStored, writeStored } from './stored-value';

/** SPEC §3's browser keys, one per list, and the notes; a display cache only (DESIGN rulings). */
export const SAVED_CACHE_KEYS: Readonly<Record<SavedListingKind, string>> = {
  favorite: 'favoritesKeyNumeric',
  saved: 'comparesKeyNumeric',
  possibility: 'possibilityKeyNumeric',
};
export const SAVED_NOTES_KEY = 'savedNotes';
/** Whose lists the cache holds, so one client never sees another's hearts while theirs load. */
export const SAVED_OWNER_KEY = 'bluebonnet:saved-owner';

const keysSchema = v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1)));
const notesSchema = v.record(
  v.pipe(v.string(), v.regex(/^(?:favorite|saved|possibility):\d+$/)),
  v.object({
    savedId: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
    note: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  }),
);

/** The cached lists of `clientId`, or null when the cache is someone else's, empty or damaged. */
export function readSavedCache(clientId: number): SavedState | null {
  if (readStored(SAVED_OWNER_KEY, v.number()) !== clientId) return null;
  const favorite = readStored(SAVED_CACHE_KEYS.favorite, keysSchema);
  const saved = readStored(SAVED_CACHE_KEYS.saved, keysSchema);
  const possibility = readStored(SAVED_CACHE_KEYS.possibility, keysSchema);
  if (!favorite || !saved || !possibility) return null;
  const notes = readStored(SAVED_NOTES_KEY, notesSchema) ?? {};
  return {
    clientId,
    keys: { favorites: new Set(favorite), compares: new Set(saved), possibilities: new Set(possibility) },
    records: new Map<string, SavedRecord>(Object.entries(notes)),
  };
}

/**
 * Remembers the lists for the next page and for the page's other tabs (their `storage` event). Full or
 * blocked storage leaves the lists working on this page only.
 */
export function writeSavedCache(state: SavedState): void {
  writeStored(SAVED_OWNER_KEY, state.clientId);
  writeStored(SAVED_CACHE_KEYS.favorite, [...state.keys.favorites]);
  writeStored(SAVED_CACHE_KEYS.saved, [...state.keys.compares]);
  writeStored(SAVED_CACHE_KEYS.possibility, [...state.keys.possibilities]);
  writeStored(SAVED_NOTES_KEY, Object.fromEntries(state.records));
}

/** Forgets the cached lists (sign-out). */
export function clearSavedCache(): void {
  for (const key of [SAVED_OWNER_KEY, SAVED_NOTES_KEY, ...Object.values(SAVED_CACHE_KEYS)]) {
    writeStored(key, null);
  }
}

/** True for a `storage` event about these keys (another tab changed the lists). */
export function isSavedCacheKey(key: string | null): boolean {
  return (
    key === null ||
    key === SAVED_OWNER_KEY ||
    key === SAVED_NOTES_KEY ||
    Object.values(SAVED_CACHE_KEYS).includes(key)
  );
}

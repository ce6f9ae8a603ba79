import * as v from 'valibot';
import type { SavedListingKind } from '../contract';
import type { SavedRecord, SavedState } from './saved-state';

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

function read<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text == null) return null;
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // blocked storage or hand-edited text: nothing cached
  }
}

/** The cached lists of `clientId`, or null when the cache is someone else's, empty or damaged. */
export function readSavedCache(clientId: number): SavedState | null {
  if (read(SAVED_OWNER_KEY, v.number()) !== clientId) return null;
  const favorite = read(SAVED_CACHE_KEYS.favorite, keysSchema);
  const saved = read(SAVED_CACHE_KEYS.saved, keysSchema);
  const possibility = read(SAVED_CACHE_KEYS.possibility, keysSchema);
  if (!favorite || !saved || !possibility) return null;
  const notes = read(SAVED_NOTES_KEY, notesSchema) ?? {};
  return {
    clientId,
    keys: { favorites: new Set(favorite), compares: new Set(saved), possibilities: new Set(possibility) },
    records: new Map<string, SavedRecord>(Object.entries(notes)),
  };
}

/** Remembers the lists for the next page and for the page's other tabs (their `storage` event). */
export function writeSavedCache(state: SavedState): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    storage.setItem(SAVED_OWNER_KEY, JSON.stringify(state.clientId));
    storage.setItem(SAVED_CACHE_KEYS.favorite, JSON.stringify([...state.keys.favorites]));
    storage.setItem(SAVED_CACHE_KEYS.saved, JSON.stringify([...state.keys.compares]));
    storage.setItem(SAVED_CACHE_KEYS.possibility, JSON.stringify([...state.keys.possibilities]));
    storage.setItem(SAVED_NOTES_KEY, JSON.stringify(Object.fromEntries(state.records)));
  } catch {
    // Full or blocked: the lists still work on this page.
  }
}

/** Forgets the cached lists (sign-out). */
export function clearSavedCache(): void {
  try {
    for (const key of [SAVED_OWNER_KEY, SAVED_NOTES_KEY, ...Object.values(SAVED_CACHE_KEYS)]) {
      globalThis.localStorage?.removeItem(key);
    }
  } catch {
    // Nothing to forget.
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

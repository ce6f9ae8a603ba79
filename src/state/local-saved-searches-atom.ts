import { atom } from 'jotai';
import * as v from 'valibot';
import { readStored, subscribeStored, writeStored } from './stored-value';

const STORAGE_KEY = 'bluebonnet:saved-searches';

/** A search a guest saved in this browser (SPEC §4: incrementing id, title 'Save Search N'). */
export interface LocalSavedSearch {
  readonly id: number;
  readonly title: string;
  /** The filters as a query string (`savedSearchQuery`), '' when every filter is at its default. */
  readonly search: string;
  /** When it was saved, ISO 8601. */
  readonly savedAt: string;
}

const entrySchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  search: v.pipe(v.string(), v.maxLength(8000), v.regex(/^(?:\?.*)?$/)),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
});

const STORED_FORMAT = { report: 'saved searches' } as const;
const storedListSchema = v.array(v.unknown());

/**
 * The entries of a stored list, each checked on its own: another script on the host page, an older
 * bundle or a hand edit may have left anything under the key. A bad entry is dropped with a warning and
 * the saved searches that are fine survive (DESIGN: validate localStorage reads).
 */
function goodEntries(data: readonly unknown[] | null): LocalSavedSearch[] {
  const entries: LocalSavedSearch[] = [];
  for (const item of data ?? []) {
    const result = v.safeParse(entrySchema, item);
    if (result.success && !entries.some((entry) => entry.id === result.output.id))
      entries.push(result.output);
  }
  if (data && entries.length < data.length) {
    console.warn(
      `[bluebonnet] Ignored ${data.length - entries.length} malformed saved search(es) in localStorage.`,
    );
  }
  return entries;
}

// Read lazily, once per store, on first use: `atomWithStorage`'s getOnInit would read (and warn) when the
// module is imported, even on pages that never show a saved search.
const storedOnFirstUseAtom = atom(() =>
  goodEntries(readStored(STORAGE_KEY, storedListSchema, STORED_FORMAT)),
);
const changedAtom = atom<LocalSavedSearch[] | null>(null);
changedAtom.onMount = (setChanged) => {
  // A search saved or deleted in another tab shows up here too.
  return subscribeStored(
    STORAGE_KEY,
    storedListSchema,
    (list) => setChanged(goodEntries(list)),
    STORED_FORMAT,
  );
};
const storedAtom = atom(
  (get) => get(changedAtom) ?? get(storedOnFirstUseAtom),
  (_get, set, list: LocalSavedSearch[]) => {
    // Full or blocked storage: the searches still work on this page, they are just not remembered.
    writeStored(STORAGE_KEY, list);
    set(changedAtom, list);
  },
);

/** What can be done to the list. `title` of a save gets the new id, for 'Save Search {id}'. */
export type LocalSavedSearchAction =
  | { readonly kind: 'save'; readonly search: string; readonly title: (id: number) => string }
  | { readonly kind: 'rename'; readonly id: number; readonly title: string }
  | { readonly kind: 'delete'; readonly id: number };

/**
 * The saved searches of a visitor who is not signed in, kept in this browser under
 * 'bluebonnet:saved-searches', oldest first. Signed-in clients' searches live on the server and come
 * with the accounts issue. Writing takes an action; 'save' returns the new entry. Ids only grow while
 * the list has entries, so 'Save Search N' never repeats a title that is still listed.
 */
export const localSavedSearchesAtom = atom(
  (get) => get(storedAtom),
  (get, set, action: LocalSavedSearchAction): LocalSavedSearch | undefined => {
    const list = get(storedAtom);
    switch (action.kind) {
      case 'save': {
        const id = list.reduce((top, entry) => Math.max(top, entry.id), 0) + 1;
        const entry = {
          id,
          title: action.title(id),
          search: action.search,
          savedAt: new Date().toISOString(),
        };
        set(storedAtom, [...list, entry]);
        return entry;
      }
      case 'rename': {
        const title = action.title.trim();
        // An empty name would leave a row with nothing to click; keep the old one instead.
        if (title === '') return;
        set(
          storedAtom,
          list.map((entry) => (entry.id === action.id ? { ...entry, title: title.slice(0, 200) } : entry)),
        );
        return;
      }
      case 'delete':
        set(
          storedAtom,
          list.filter((entry) => entry.id !== action.id),
        );
        return;
    }
  },
);

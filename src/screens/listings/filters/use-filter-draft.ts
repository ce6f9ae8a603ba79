import { useAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { ListingsFilterState } from '../../../lib/listings-filters/listings-filter-state';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';

export interface FilterDraft {
  /** The filters as edited, not yet searched. */
  readonly draft: ListingsFilterState;
  readonly setDraft: (next: ListingsFilterState) => void;
  /** The filters in the URL, i.e. the ones searched. */
  readonly applied: ListingsFilterState;
  /** True when the draft differs from the applied filters. */
  readonly changed: boolean;
  /** Searches the draft: the URL gets it (normalised, min/max swapped where needed) and page 1. */
  readonly apply: (next?: ListingsFilterState) => void;
  /** Drops the edits. */
  readonly discard: () => void;
}

/** An edit and the applied filters it was made on. */
interface Edit {
  /** `searchKey` of the applied filters when the edit was made. */
  readonly base: string;
  readonly draft: ListingsFilterState;
}

/**
 * The filters that make the search, without where it looks (the map's view, a chosen place, a drawn
 * area): dragging the map or picking a place in the Location panel (the drawer holds it beside the other
 * filters) rewrites the URL, and must neither drop what the visitor is choosing in a panel nor be undone
 * when they apply it.
 */
const searchKey = (state: ListingsFilterState) =>
  JSON.stringify({ ...state, map: null, location: null, boundary: null, page: 1 });

/**
 * A private copy of the filters that a dropdown or panel edits until the visitor applies it. When the
 * applied filters change underneath (Back, another panel applied, a saved search), the draft follows them:
 * an edit counts only while the filters it was made on are still the applied ones (where the search looks
 * aside).
 * Derived during render rather than reset in an effect, so a URL change renders every panel once.
 */
export function useFilterDraft(): FilterDraft {
  const [applied, setApplied] = useAtom(listingsFilterAtom);
  const [edit, setEdit] = useState<Edit | null>(null);
  const appliedKey = searchKey(applied);
  const draft =
    edit !== null && edit.base === appliedKey
      ? { ...edit.draft, map: applied.map, location: applied.location, boundary: applied.boundary }
      : applied;
  const setDraft = useCallback(
    (next: ListingsFilterState) => setEdit({ base: appliedKey, draft: next }),
    [appliedKey],
  );
  const apply = useCallback(
    (next?: ListingsFilterState) => {
      setEdit(null);
      setApplied(next ?? draft);
    },
    [draft, setApplied],
  );
  const discard = useCallback(() => setEdit(null), []);
  return { draft, setDraft, applied, changed: draft !== applied, apply, discard };
}

import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
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

/**
 * A private copy of the filters that a dropdown or panel edits until the visitor applies it. When the
 * applied filters change underneath (Back, another panel applied, a saved search), the draft follows them.
 */
export function useFilterDraft(): FilterDraft {
  const [applied, setApplied] = useAtom(listingsFilterAtom);
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const apply = useCallback((next?: ListingsFilterState) => setApplied(next ?? draft), [draft, setApplied]);
  const discard = useCallback(() => setDraft(applied), [applied]);
  return { draft, setDraft, applied, changed: draft !== applied, apply, discard };
}

import { useEffect, useState } from 'react';
import type { ComboboxGroup, ComboboxLoad } from './combobox-types';

/** 'idle': nothing typed; 'loading' keeps the previous groups on screen until the new ones arrive. */
export type ComboboxStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ComboboxResults<T> {
  readonly status: ComboboxStatus;
  readonly groups: readonly ComboboxGroup<T>[];
  /** The trimmed text the groups answer. */
  readonly text: string;
}

const IDLE: ComboboxResults<never> = { status: 'idle', groups: [], text: '' };

/**
 * The suggestions for `query`: blank text empties them at once without a request (SPEC §5); other text
 * is looked up `debounceMs` after the last keystroke, and each newer keystroke aborts the request in
 * flight. `load` must be stable (useCallback) or every render searches again.
 */
export function useComboboxResults<T>(query: string, load: ComboboxLoad<T>, debounceMs: number) {
  const [results, setResults] = useState<ComboboxResults<T>>(IDLE);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setResults(IDLE);
      return;
    }
    const controller = new AbortController();
    setResults((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(async () => {
      let failed = false;
      try {
        const answer = await load(text, controller.signal);
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setResults({ status: 'ready', groups: answer.groups, text });
          return;
        }
        failed = !answer.aborted;
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('[bluebonnet] Suggestions failed:', error);
        failed = true;
      }
      if (failed) setResults({ status: 'failed', groups: [], text });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, load, debounceMs]);

  return results;
}

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { apiClientAtom } from '../../state/api-base-atom';
import { fetchSearchPostal } from './fetch-search-postal';

export interface ZipSuggestions {
  /** The ZIP codes found so far for the typed text. */
  readonly codes: readonly string[];
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** False once a 'Load more' came back empty: SPEC §8 disables the button. */
  readonly more: boolean;
  /** Asks for the next batch of 10; resolves to how many arrived (0: none left), or null on failure. */
  readonly loadMore: () => Promise<number | null>;
}

const DEBOUNCE_MS = 250;

/**
 * The ZIP codes starting with `text` (SPEC §2, §7): the first answer after typing stops, then batches of
 * 10 on 'Load more'. Blank text asks nothing and empties the list (SPEC §5); new text starts over.
 */
export function useZipSuggestions(text: string): ZipSuggestions {
  const api = useAtomValue(apiClientAtom);
  const trimmed = text.trim();
  const [state, setState] = useState<{
    for: string;
    codes: string[];
    status: ZipSuggestions['status'];
    more: boolean;
  }>({ for: '', codes: [], status: 'idle', more: true });

  useEffect(() => {
    if (!trimmed) {
      setState({ for: '', codes: [], status: 'idle', more: true });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(async () => {
      const answer = await fetchSearchPostal(api, trimmed, 0, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.ok) {
        setState({
          for: trimmed,
          codes: answer.value.data.map((row) => row['ZIP code']),
          status: 'ready',
          more: true,
        });
      } else {
        console.warn(`[bluebonnet] ${answer.failure.message}`);
        setState({ for: trimmed, codes: [], status: 'failed', more: true });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, trimmed]);

  const loadMore = useCallback(async () => {
    if (state.for !== trimmed || !trimmed) return 0;
    const answer = await fetchSearchPostal(api, trimmed, state.codes.length);
    if (!answer.ok) {
      console.warn(`[bluebonnet] ${answer.failure.message}`);
      return null;
    }
    const added = answer.value.data
      .map((row) => row['ZIP code'])
      .filter((code) => !state.codes.includes(code));
    setState((previous) =>
      previous.for === trimmed
        ? { ...previous, codes: [...previous.codes, ...added], more: added.length > 0 }
        : previous,
    );
    return added.length;
  }, [api, state, trimmed]);

  const current = state.for === trimmed || state.status === 'loading';
  return {
    codes: current ? state.codes : [],
    status: trimmed ? state.status : 'idle',
    more: state.more,
    loadMore,
  };
}

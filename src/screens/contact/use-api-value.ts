import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../api/api-result';
import type { ApiClient } from '../../api/create-api-client';
import { apiClientAtom } from '../../state/api-base-atom';

export type ApiValue<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; retry: () => void };

/**
 * One answer of the API for a part of a screen: loading, ready, or failed with a Retry (DESIGN rulings:
 * a network error shows a quiet message with Retry, never vanishes). `load` must be stable (module
 * level or memoised): a new function loads again. `null` loads nothing and stays 'loading'.
 */
export function useApiValue<T>(
  load: ((api: ApiClient, signal: AbortSignal) => Promise<ApiResult<T>>) | null,
): ApiValue<T> {
  const api = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiValue<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // `attempt` is read so that Retry runs this effect again.
    void attempt;
    setState({ status: 'loading' });
    if (!load) return;
    const controller = new AbortController();
    load(api, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) return setState({ status: 'ready', value: result.value });
      console.warn(`[bluebonnet] ${result.failure.message}`);
      setState({ status: 'failed', retry });
    });
    return () => controller.abort();
  }, [api, load, attempt, retry]);

  return state;
}

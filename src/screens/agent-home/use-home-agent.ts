import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchAgentInfo } from '../../api/fetch-agent-info';
import type { Agent } from '../../contract/agent';
import { storedAgentAtom } from '../../state/agent-atom';
import { apiClientAtom } from '../../state/api-base-atom';

export type HomeAgent =
  | { status: 'loading' }
  | { status: 'ready'; agent: Agent }
  | { status: 'notFound' }
  | { status: 'failed'; retry: () => void };

/**
 * The agent of an agent home page, read from GET /api/agentInfo/{MatrixDir}. Once read it becomes the
 * stored agent (SPEC §3 key `agent`), which the site's other widgets follow — unless `remember` is
 * false (an agent card embedded on some other site). An unknown agent is `notFound` (nothing to
 * retry); a network or server failure offers Retry.
 */
export function useHomeAgent(matrixDir: string | null, remember = true): HomeAgent {
  const api = useAtomValue(apiClientAtom);
  const store = useSetAtom(storedAgentAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HomeAgent>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    void attempt;
    if (matrixDir === null) return setState({ status: 'notFound' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    void fetchAgentInfo(api, matrixDir, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        if (remember) store(result.value.data);
        return setState({ status: 'ready', agent: result.value.data });
      }
      if (result.failure.kind === 'aborted') return;
      console.warn(`[bluebonnet] ${result.failure.message}`);
      setState(result.failure.status === 404 ? { status: 'notFound' } : { status: 'failed', retry });
    });
    return () => controller.abort();
  }, [api, matrixDir, attempt, retry, store, remember]);

  return state;
}

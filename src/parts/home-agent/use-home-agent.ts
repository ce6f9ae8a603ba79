import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchAgentInfo } from '../../api/fetch-agent-info';
import type { Agent } from '../../contract';
import { storedAgentAtom } from '../../state/agent-atom';
import { useApiResource } from '../../ui/use-api-resource';

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
  const store = useSetAtom(storedAgentAtom);
  const answer = useApiResource(
    matrixDir === null ? null : (api, signal) => fetchAgentInfo(api, matrixDir, signal),
    matrixDir,
  );
  const agent = answer.status === 'ready' ? answer.value.data : null;

  useEffect(() => {
    if (agent && remember) store(agent);
  }, [agent, remember, store]);

  if (matrixDir === null) return { status: 'notFound' };
  if (agent) return { status: 'ready', agent };
  if (answer.status !== 'failed') return { status: 'loading' };
  return answer.failure.status === 404 ? { status: 'notFound' } : { status: 'failed', retry: answer.retry };
}

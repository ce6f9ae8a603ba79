import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchAgentInfo } from '../../api/fetch-agent-info';
import { agentRouting } from '../../lib/listings-filters/agent-routing';
import { storedAgentAtom } from '../../state/agent-atom';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { useApiResource } from '../../ui/use-api-resource';

/**
 * On an agent's listings page (`<bb-listings agent="…">`, or any listings page of an agent's site),
 * starts the screen on the agent's metro when it is not one the default map covers (SPEC §4 "Agent
 * routing"). The address is replaced, not pushed: it is where the page starts, not a step Back should
 * undo. An agent that cannot be read changes nothing.
 *
 * Returns whether the screen may still move to the agent's metro (the agent is being read, or read but
 * not yet applied): the screen is `aria-busy` meanwhile, so assistive technology, and a test, can tell
 * when where it starts is settled.
 */
export function useAgentRouting(agentAttribute: string | undefined): boolean {
  // Without the attribute, the agent whose site this is (stored by <bb-agent-home>, SPEC §6).
  const storedAgent = useAtomValue(storedAgentAtom);
  const matrixDir = agentAttribute ?? storedAgent?.MatrixDir;
  const setFilters = useSetAtom(listingsFilterAtom);
  const answer = useApiResource(
    matrixDir ? (api, signal) => fetchAgentInfo(api, matrixDir, signal) : null,
    matrixDir,
  );
  const agent = answer.status === 'ready' ? answer.value.data : null;
  const [routed, setRouted] = useState<typeof agent>(null);
  useEffect(() => {
    if (!agent) return;
    setFilters((state) => agentRouting(state, agent.Metro) ?? state, { replace: true });
    setRouted(agent);
  }, [agent, setFilters]);
  return matrixDir !== undefined && (answer.status === 'loading' || (agent !== null && routed !== agent));
}

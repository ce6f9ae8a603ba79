import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchAgentInfo } from '../../api/fetch-agent-info';
import { agentRouting } from '../../lib/listings-filters/agent-routing';
import { storedAgentAtom } from '../../state/agent-atom';
import { apiClientAtom } from '../../state/api-base-atom';
import { listingsFilterAtom } from '../../state/listings-filter-atom';

/**
 * On an agent's listings page (`<bb-listings agent="…">`, or any listings page of an agent's site),
 * starts the screen on the agent's metro when it is not one the default map covers (SPEC §4 "Agent
 * routing"). The address is replaced, not pushed: it is where the page starts, not a step Back should
 * undo. An agent that cannot be read changes nothing.
 */
export function useAgentRouting(agentAttribute: string | undefined): void {
  const api = useAtomValue(apiClientAtom);
  // Without the attribute, the agent whose site this is (stored by <bb-agent-home>, SPEC §6).
  const storedAgent = useAtomValue(storedAgentAtom);
  const matrixDir = agentAttribute ?? storedAgent?.MatrixDir;
  const setFilters = useSetAtom(listingsFilterAtom);
  useEffect(() => {
    if (!matrixDir) return;
    const controller = new AbortController();
    void fetchAgentInfo(api, matrixDir, controller.signal).then((result) => {
      if (!result.ok) return;
      const metro = result.value.data.Metro;
      setFilters((state) => agentRouting(state, metro) ?? state, { replace: true });
    });
    return () => controller.abort();
  }, [api, matrixDir, setFilters]);
}

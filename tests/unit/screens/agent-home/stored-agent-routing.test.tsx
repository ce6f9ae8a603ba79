import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAgentRouting } from '../../../../src/screens/listings/use-agent-routing';
import { listingsFilterAtom } from '../../../../src/state/listings-filter-atom';
import { stubFetch } from '../../support/stub-fetch';
import { JANE } from './agent-fixtures';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/listings');
});
afterEach(() => vi.unstubAllGlobals());

function run(agentAttribute?: string) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useAgentRouting(agentAttribute), { wrapper });
  return store;
}

describe("listings on an agent's site (SPEC §4 agent routing)", () => {
  it("start on the stored agent's metro at zoom 8 when it is outside Austin and Dallas-Fort Worth", async () => {
    const elPaso = { ...JANE, Metro: 'el-paso' };
    localStorage.setItem('agent', JSON.stringify(elPaso));
    stubFetch({ '/api/agentInfo/jane-doe': { data: elPaso } });
    const store = run();
    await waitFor(() =>
      expect(store.get(listingsFilterAtom).location).toEqual({ kind: 'metro', value: 'el-paso' }),
    );
    expect(store.get(listingsFilterAtom).map.zoom).toBe(8);
  });

  it('stay where they are on the company site, where no agent is stored', async () => {
    const { requested } = stubFetch({});
    const store = run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested.filter((path) => path.startsWith('/api/agentInfo'))).toEqual([]);
    expect(store.get(listingsFilterAtom).location).toBeNull();
  });
});

describe('the listings screen while the agent is read', () => {
  function busy(agentAttribute?: string) {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return { store, hook: renderHook(() => useAgentRouting(agentAttribute), { wrapper }) };
  }

  it("is busy until the agent's metro is applied, then settled", async () => {
    stubFetch({ '/api/agentInfo/jane-doe': { data: { ...JANE, Metro: 'el-paso' } } });
    const { store, hook } = busy('jane-doe');
    expect(hook.result.current).toBe(true);
    await waitFor(() => expect(hook.result.current).toBe(false));
    expect(store.get(listingsFilterAtom).location).toEqual({ kind: 'metro', value: 'el-paso' });
  });

  it('is never busy without an agent', () => {
    stubFetch({});
    expect(busy().hook.result.current).toBe(false);
  });
});

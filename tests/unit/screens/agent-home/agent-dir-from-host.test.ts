import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { agentDirFromHost } from '../../../../src/lib/agent/agent-dir-from-host';
import { agentSiteUrl } from '../../../../src/lib/agent/agent-site-url';
import { storedAgentAtom } from '../../../../src/state/agent-atom';
import { JANE } from './agent-fixtures';

describe('agentDirFromHost', () => {
  it('reads the agent label of an agent sub-domain', () => {
    expect(agentDirFromHost('jane-doe.localhost:8080')).toBe('jane-doe');
    expect(agentDirFromHost('Jane-Doe.bluebonnet.example')).toBe('jane-doe');
  });

  it('finds none on the company site, www, an IP address or a label no MatrixDir can be', () => {
    for (const host of [
      'localhost:8080',
      'bluebonnet.example',
      'www.bluebonnet.example',
      '127.0.0.1:8080',
      '[::1]:80',
      '',
    ]) {
      expect(agentDirFromHost(host), host).toBeNull();
    }
  });
});

describe('the stored agent (browser key `agent`)', () => {
  afterEach(() => localStorage.clear());
  const storedAgent = (raw: string | null) => {
    if (raw === null) localStorage.removeItem('agent');
    else localStorage.setItem('agent', raw);
    // As a widget of the agent's site sees it once mounted (the atom reads storage again on mount).
    const store = createStore();
    const stop = store.sub(storedAgentAtom, () => {});
    const agent = store.get(storedAgentAtom);
    stop();
    return agent;
  };

  it('reads back a stored agent', () => {
    expect(storedAgent(JSON.stringify(JANE))?.AgentChimeName).toBe('Jane Doe');
  });

  it('reads a hand-edited, stale or broken entry as none', () => {
    for (const raw of [null, '', '{', '"jane-doe"', '{"AgentChimeName":"No MatrixDir"}', '[]']) {
      expect(storedAgent(raw), String(raw)).toBeNull();
    }
  });
});

describe('agentSiteUrl', () => {
  it("is the agent's sub-domain of the API's host", () => {
    expect(agentSiteUrl('Jane-Doe', 'http://localhost:8080/')).toBe('http://jane-doe.localhost:8080/');
    expect(agentSiteUrl('jane-doe', 'https://www.bluebonnet.example/api/')).toBe(
      'https://jane-doe.bluebonnet.example/',
    );
  });

  it("is the agent's page on the API's site when that is reached by IP address (no sub-domains)", () => {
    expect(agentSiteUrl('Jane-Doe', 'http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/about/jane-doe');
    expect(agentSiteUrl('jane-doe', 'http://[::1]:8080/api/')).toBe('http://[::1]:8080/about/jane-doe');
  });
});

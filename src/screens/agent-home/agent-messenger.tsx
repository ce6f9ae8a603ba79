import type { Agent } from '../../contract';
import { agentDirFromHost } from '../../lib/agent/agent-dir-from-host';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { fetchAgentFbPage } from './fetch-agent-fb-page';

/** The host to ask about: this page's host when it is the agent's sub-domain, else the MatrixDir itself. */
function fbPageHost(matrixDir: string): string {
  const hostname = globalThis.location?.hostname ?? '';
  return agentDirFromHost(hostname) === matrixDir.toLowerCase() ? hostname : matrixDir;
}

/**
 * The messenger block of an agent's home (SPEC §7, §8): GET /api/agentFbPage/{host} names the agent's
 * Facebook page, and the block links to it (no Facebook script is loaded into the page). Hidden when the
 * answer is false, and when the call fails: the page has other ways to reach the agent.
 */
export function AgentMessenger({ agent }: { agent: Agent }) {
  const { t } = useT();
  const host = fbPageHost(agent.MatrixDir);
  const answer = useApiResource((api, signal) => fetchAgentFbPage(api, host, signal), host);
  const url = answer.status === 'ready' ? answer.value.data?.facebook_page : null;
  const page = url ? safeHttpUrl(url, 'https://www.facebook.com/') : null;

  if (!page) return null;
  const name = agent.AgentChimeName ?? agent.MatrixDir;
  return (
    <section className="agent-messenger" aria-labelledby="agent-messenger-title">
      <h3 id="agent-messenger-title">{t('agentHome.messengerTitle')}</h3>
      <a href={page} target="_blank" rel="noopener noreferrer">
        {t('agentHome.messengerLink', { name })}
      </a>
    </section>
  );
}

import { AgentListings } from '../../parts/agent-profile/agent-listings';
import { useHomeAgent } from '../../parts/home-agent/use-home-agent';
import { LoadFailure } from '../../ui/load-failure';
import { useT } from '../../ui/use-t';

export interface AgentListingsScreenProps {
  /** From the `agent` attribute, already validated: the agent's MatrixDir (required). */
  agent?: string | undefined;
}

/**
 * `<bb-agent-listings>`'s screen: one agent's listings on the market and recent sales, for a CMS editor
 * to put on any page (issue 25). Without a valid `agent`, or for an agent who is not ours, it says so in
 * place. Like `<bb-agent-widget>` it does not make the page the agent's site.
 */
export function AgentListingsScreen({ agent }: AgentListingsScreenProps) {
  const { t } = useT();
  const home = useHomeAgent(agent ?? null, false);
  if (!agent) return <Problem text={t('agentListings.missingAgent')} />;
  return (
    <div className="agent-listings-block" part="agent-listings">
      {home.status === 'loading' && (
        <p className="bb-hint agent-listings-loading" role="status">
          {t('common.loading')}
        </p>
      )}
      {home.status === 'notFound' && <Problem text={t('agentListings.notFound')} />}
      {home.status === 'failed' && <LoadFailure onRetry={home.retry} />}
      {home.status === 'ready' && (
        <AgentListings
          matrixDir={home.agent.MatrixDir}
          name={home.agent.AgentChimeName ?? home.agent.MatrixDir}
        />
      )}
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p className="agent-listings-problem" role="alert">
      {text}
    </p>
  );
}

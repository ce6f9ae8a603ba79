import { useMemo, useRef } from 'react';
import { agentDirFromHost } from '../../lib/agent/agent-dir-from-host';
import { AgentListings } from '../../parts/agent-profile/agent-listings';
import { useHomeAgent } from '../../parts/home-agent/use-home-agent';
import { LoadFailure } from '../../ui/load-failure';
import { useT } from '../../ui/use-t';
import { AgentBanner } from './agent-banner';
import { AgentInfoCard } from './agent-info-card';
import { AgentLegalLinks } from './agent-legal-links';
import { AgentMessenger } from './agent-messenger';
import { AgentSearch } from './agent-search';

export interface AgentHomeScreenProps {
  /** From the `agent` attribute, already validated: the agent's MatrixDir. */
  agent?: string | undefined;
  /** From the `default-banner` attribute: the banner of agents without their own. */
  defaultBanner?: string | undefined;
  /** From the `variant` attribute: 'compact' heads another screen (a listing) with banner and card only. */
  variant?: 'full' | 'compact' | undefined;
}

/**
 * `<bb-agent-home>`'s screen, an agent's home page (SPEC §1, §2): banner, search box, the agent's info
 * and messenger block, the agent's listings and recent sales (issue 25), and the TREC notices; the compact variant (above a listing on the agent's site)
 * keeps the banner, the card and the notices. The agent is the `agent` attribute, else the page's
 * sub-domain (`{MatrixDir}.host`). Reading the agent stores it for the site's other widgets.
 */
export function AgentHomeScreen({ agent, defaultBanner, variant = 'full' }: AgentHomeScreenProps) {
  const { t } = useT();
  const matrixDir = useMemo(() => agent ?? agentDirFromHost(globalThis.location?.host ?? ''), [agent]);
  const home = useHomeAgent(matrixDir);
  const listingsRef = useRef<HTMLElement>(null);
  // 'See listings' shows the agent's own listings first (issue 25): this page's, then the search.
  const showListings = () => {
    const section = listingsRef.current;
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };

  return (
    <div className={`agent-home ${variant}`} part="agent-home">
      {home.status === 'loading' && (
        <div className="agent-banner agent-banner-loading" role="status">
          <p>{t('common.loading')}</p>
        </div>
      )}
      {home.status === 'notFound' && (
        <div className="agent-missing" role="alert">
          <p>{matrixDir === null ? t('agentHome.missingAgent') : t('agentHome.notFound')}</p>
          <a href="/">{t('agentHome.companySite')}</a>
        </div>
      )}
      {home.status === 'failed' && (
        <div className="agent-missing">
          <p>{t('agentHome.failed')}</p>
          <LoadFailure onRetry={home.retry} />
        </div>
      )}
      {home.status === 'ready' && (
        <>
          <AgentBanner agent={home.agent} defaultBanner={defaultBanner} />
          <div className="agent-home-body">
            {variant === 'full' && <AgentSearch />}
            <AgentInfoCard
              agent={home.agent}
              onShowListings={variant === 'full' ? showListings : undefined}
            />
            {variant === 'full' && <AgentMessenger agent={home.agent} />}
            {variant === 'full' && (
              <section className="agent-home-listings" id="agent-listings" ref={listingsRef}>
                <AgentListings
                  matrixDir={home.agent.MatrixDir}
                  name={home.agent.AgentChimeName ?? home.agent.MatrixDir}
                  listingsPath="/listings"
                />
              </section>
            )}
          </div>
        </>
      )}
      <AgentLegalLinks />
    </div>
  );
}

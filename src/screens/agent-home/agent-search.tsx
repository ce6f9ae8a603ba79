import { HomeSearchBox } from '../../parts/home-search/home-search-box';
import { useT } from '../../ui/use-t';

/**
 * The search box of an agent's home (SPEC §1): the home search box, with its suggestions' links kept
 * relative so the visitor stays on the agent's site (SPEC §2 "Result links"); a city search opens
 * `/{city}` of this same site.
 */
export function AgentSearch() {
  const { t } = useT();
  return (
    <section className="agent-search" aria-labelledby="agent-search-title">
      <h3 id="agent-search-title">{t('agentHome.searchTitle')}</h3>
      <HomeSearchBox agentBranded headingLevel={4} />
    </section>
  );
}

import { useDeferredValue } from 'react';
import type { ApiResult } from '../../api/api-result';
import type { ApiClient } from '../../api/create-api-client';
import { fetchFeaturedAgents } from '../../api/fetch-featured-agents';
import { LoadFailure } from '../../ui/load-failure';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { FeaturedAgentCard } from './featured-agent-card';
import { type FeaturedAgent, readFeaturedAgents } from './read-featured-agents';

const loadAgents = async (api: ApiClient, signal: AbortSignal): Promise<ApiResult<FeaturedAgent[]>> => {
  const answer = await fetchFeaturedAgents(api, signal);
  if (!answer.ok) return answer;
  return { ok: true, value: await readFeaturedAgents(answer.value, api.base) };
};

/** The company home's featured agents (SPEC §1), each with its play / pause video. */
export function FeaturedAgents() {
  const { t } = useT();
  // The cards are drawn in a background render, in slices: drawn with the answer's own update they held
  // a phone's main thread in one long task (Lighthouse's Total Blocking Time).
  const agents = useDeferredValue(useApiResource(loadAgents, 'featured-agents'));
  return (
    <section className="home-section" aria-labelledby="home-agents-title">
      <h2 id="home-agents-title">{t('home.featuredAgents')}</h2>
      {agents.status === 'loading' && <p className="bb-hint home-section-loading">{t('common.loading')}</p>}
      {agents.status === 'failed' && <LoadFailure onRetry={agents.retry} />}
      {agents.status === 'ready' &&
        (agents.value.length === 0 ? (
          <p className="bb-hint">{t('home.noFeaturedAgents')}</p>
        ) : (
          <ul className="home-agents">
            {agents.value.map((agent) => (
              <FeaturedAgentCard key={agent.key} agent={agent} />
            ))}
          </ul>
        ))}
    </section>
  );
}

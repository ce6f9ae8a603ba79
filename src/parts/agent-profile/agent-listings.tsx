import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import type { ApiClient } from '../../api/create-api-client';
import { fetchAgentListings } from '../../api/fetch-agent-listings';
import { apiClientAtom } from '../../state/api-base-atom';
import { LoadFailure } from '../../ui/load-failure';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { CompactListingCard } from '../listing-card/compact-listing-card';

export interface AgentListingsProps {
  matrixDir: string;
  /** The agent's name for the headings ('Listings by Maria Gonzalez'). */
  name: string;
  /** Where 'Search all listings' goes; none: no such link. */
  listingsPath?: string | null;
}

/**
 * An agent's listings on the market and recent sales as cards, each linking to the listing's page
 * (issue 25): on the agent's home, their /about page and wherever `<bb-agent-listings>` is put.
 */
export function AgentListings({ matrixDir, name, listingsPath = null }: AgentListingsProps) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const load = (client: ApiClient, signal: AbortSignal) => fetchAgentListings(client, matrixDir, signal);
  // Drawn in a background render like the home's featured cards: a dozen cards at once is a long task.
  const listings = useDeferredValue(useApiResource(load, ['agent-listings', matrixDir]));
  return (
    <div className="agent-listings">
      <section aria-labelledby="agent-listings-active">
        <h3 id="agent-listings-active" tabIndex={-1}>
          {t('agentListings.active', { name })}
        </h3>
        {listings.status === 'loading' && (
          <p className="bb-hint agent-listings-loading">{t('common.loading')}</p>
        )}
        {listings.status === 'failed' &&
          (listings.failure.status === 404 ? (
            <p className="bb-hint">{t('agentListings.notFound')}</p>
          ) : (
            <LoadFailure onRetry={listings.retry} />
          ))}
        {listings.status === 'ready' &&
          (listings.value.data.active.length === 0 ? (
            <p className="bb-hint">{t('agentListings.noActive', { name })}</p>
          ) : (
            <ul className="compact-listings">
              {listings.value.data.active.map((listing) => (
                <CompactListingCard key={listing.ListingKeyNumeric} listing={listing} apiBase={api.base} />
              ))}
            </ul>
          ))}
        {listingsPath && (
          <p className="agent-listings-all">
            <a href={listingsPath}>{t('agentListings.allListings')}</a>
          </p>
        )}
      </section>
      {listings.status === 'ready' && listings.value.data.sold.length > 0 && (
        <section aria-labelledby="agent-listings-sold">
          <h3 id="agent-listings-sold">{t('agentListings.sold')}</h3>
          <ul className="compact-listings">
            {listings.value.data.sold.map((listing) => (
              <CompactListingCard key={listing.ListingKeyNumeric} listing={listing} apiBase={api.base} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import type { ApiClient } from '../../api/create-api-client';
import { CompactListingCard } from '../../parts/listing-card/compact-listing-card';
import { apiClientAtom } from '../../state/api-base-atom';
import { LoadFailure } from '../../ui/load-failure';
import { useApiResource } from '../../ui/use-api-resource';
import { useT } from '../../ui/use-t';
import { fetchFeaturedListings } from './fetch-featured-listings';

const loadListings = (api: ApiClient, signal: AbortSignal) => fetchFeaturedListings(api, signal);

/** The company home's featured listings (SPEC §1): compact cards, each linking to the listing's page. */
export function FeaturedListings() {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  // The cards are drawn in a background render, in slices: drawn with the answer's own update they held
  // a phone's main thread in one long task (Lighthouse's Total Blocking Time).
  const listings = useDeferredValue(useApiResource(loadListings, 'featured-listings'));
  return (
    <section className="home-section" aria-labelledby="home-listings-title">
      <h2 id="home-listings-title">{t('home.featuredListings')}</h2>
      {listings.status === 'loading' && <p className="bb-hint home-section-loading">{t('common.loading')}</p>}
      {listings.status === 'failed' && <LoadFailure onRetry={listings.retry} />}
      {listings.status === 'ready' &&
        (listings.value.data.length === 0 ? (
          <p className="bb-hint">{t('home.noFeaturedListings')}</p>
        ) : (
          <ul className="compact-listings">
            {listings.value.data.map((listing) => (
              <CompactListingCard key={listing.ListingKeyNumeric} listing={listing} apiBase={api.base} />
            ))}
          </ul>
        ))}
    </section>
  );
}

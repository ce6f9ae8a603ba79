import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../ui/use-t';
import { GlobalSearch } from '../search/global-search';
import { CityChoice } from './city-choice';
import {
  emptyHomeSearchDraft,
  type HomeSearchDraft,
  homePriceCeiling,
  homeSearchHref,
} from './home-search-draft';
import { PriceChoice } from './price-choice';
import { PropertyTypeChoice } from './property-type-choice';
import { RoomsChoice } from './rooms-choice';
import { ZipChoice } from './zip-choice';

export interface HomeSearchBoxProps {
  /** Where a search without a city goes (default '/listings'). */
  listingsPath?: string | undefined;
  /** A city's page from its sub-domain name (default `/{subdomain}`). */
  cityHref?: ((subdomain: string) => string) | undefined;
  /** On an agent's own site the suggestions' links stay relative (SPEC §2 "Result links"). */
  agentBranded?: boolean | undefined;
  /** Follows the search; default: the browser goes there. */
  onNavigate?: ((href: string) => void) | undefined;
  /**
   * The level of the 'General Search' heading, one below the heading the box sits under: 2 on the
   * company home (under the page's h1), 4 on an agent's home (under 'Find your next home', an h3).
   */
  headingLevel?: 2 | 4 | undefined;
}

/**
 * The home search box (SPEC §2): 'Search Properties' — the global search's suggestions, each a link —
 * and the 'General Search' area: property type, city, ZIP code, beds, baths and price, then 'Search',
 * which opens the chosen city's listings (or all listings) with those filters in the address.
 * Used on the company home (`<bb-home>`) and on agents' home pages.
 */
export function HomeSearchBox({
  listingsPath,
  cityHref,
  agentBranded,
  onNavigate,
  headingLevel = 2,
}: HomeSearchBoxProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h2';
  const { t } = useT();
  const titleId = useId();
  const [draft, setDraft] = useState<HomeSearchDraft>(emptyHomeSearchDraft);
  const change = (patch: Partial<HomeSearchDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = homeSearchHref(draft, { listingsPath, cityHref });
    if (onNavigate) onNavigate(href);
    else globalThis.location.assign(href);
  };

  return (
    <div className="bb-home-search" part="search">
      <GlobalSearch
        name="home-search"
        className="bb-home-search-text"
        label={t('home.searchProperties')}
        showLabel
        placeholder={t('home.searchPlaceholder')}
        agentBranded={agentBranded}
      />
      <form className="bb-home-search-general" aria-labelledby={titleId} onSubmit={submit}>
        <Heading id={titleId} className="bb-home-search-title">
          {t('home.generalSearch')}
        </Heading>
        <div className="bb-home-search-fields">
          <PropertyTypeChoice
            value={draft.propertyType}
            onChange={(propertyType) =>
              // Each type has its own price scale: the price starts over rather than mean something else.
              change({ propertyType, minPrice: 0, maxPrice: homePriceCeiling(propertyType) })
            }
          />
          <CityChoice
            value={draft.city}
            // A ZIP code chosen for another city would find nothing: a new city starts the ZIP over.
            onChange={(city) => change(city ? { city, postalCode: null } : { city })}
          />
          <ZipChoice
            city={draft.city}
            value={draft.postalCode}
            onChange={(postalCode) => change({ postalCode })}
          />
          <RoomsChoice
            minBeds={draft.minBeds}
            maxBeds={draft.maxBeds}
            bath={draft.bath}
            onBeds={(minBeds, maxBeds) => change({ minBeds, maxBeds })}
            onBath={(bath) => change({ bath })}
          />
          <PriceChoice
            propertyType={draft.propertyType}
            min={draft.minPrice}
            max={draft.maxPrice}
            onChange={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
          />
          <button type="submit" className="bb-home-search-submit">
            {t('home.search')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { HomeSearchBox } from '../../parts/home-search/home-search-box';
import { configAtom } from '../../state/config-atom';
import { useT } from '../../ui/use-t';
import { FeaturedAgents } from './featured-agents';
import { FeaturedListings } from './featured-listings';
import { HomeBanner } from './home-banner';
import { HomeMarketing } from './home-marketing';

export interface HomeScreenProps {
  /** From the `listings-path` attribute: the page of all listings (default '/listings'). */
  listingsPath?: string | undefined;
}

/**
 * `<bb-home>`'s screen, the company home (SPEC §1): the banner (a slideshow of Texas cities on desktop,
 * a still cover on phones) with the title and the home search box on it, the featured listings, the
 * featured agents with their videos, the marketing text and the TREC notices. The banner's images
 * come from the configuration call (`home_banners`, `home_cover`).
 */
export function HomeScreen({ listingsPath = '/listings' }: HomeScreenProps) {
  const { t } = useT();
  const config = useAtomValue(configAtom);
  return (
    <div className="home" part="home">
      <HomeBanner
        banners={config?.home_banners ?? []}
        cover={config?.home_cover ?? null}
        loading={config === null}
      >
        <h1 className="home-title">{t('home.hero.title')}</h1>
        <p className="home-lede">{t('home.hero.text')}</p>
        <HomeSearchBox listingsPath={listingsPath} />
      </HomeBanner>
      <div className="home-body">
        <FeaturedListings />
        <FeaturedAgents />
        <HomeMarketing listingsPath={listingsPath} />
      </div>
    </div>
  );
}

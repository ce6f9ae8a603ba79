import { useAtomValue } from 'jotai';
import type { Listing } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatCityLine } from '../../lib/format/format-city-line';
import { listingPagePath } from '../../lib/listing-detail/listing-path';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { ListingCardFacts } from '../../parts/listing-card/listing-card-facts';
import { ListingPhoto } from '../../parts/listing-detail/listing-photo';
import { configAtom } from '../../state/config-atom';
import { useT } from '../../ui/use-t';

interface Props {
  listing: Listing;
  apiBase: string;
}

/**
 * A featured listing on the company home: first photo, price, address and facts, the address linking
 * to the listing's own page (SPEC §2: its url without '.html'). The list price only (SPEC §6).
 */
export function FeaturedListingCard({ listing, apiBase }: Props) {
  const { lang, t } = useT();
  const config = useAtomValue(configAtom);
  const address = listing.Address ?? t('common.notAvailable');
  const place = formatCityLine(listing);
  return (
    <li className="home-listing">
      <ListingPhoto
        className="home-listing-photo"
        src={listingPhotoUrl(listing, 1, config?.photo_url_template ?? null, apiBase)}
        alt={t('home.listingPhoto', { address })}
        sizes="(max-width: 640px) 100vw, 400px"
      />
      <div className="home-listing-body">
        <p className="home-listing-price">
          {formatAskingPrice(lang, listing.ListPrice, listing.PropertyType)}
        </p>
        <h3 className="home-listing-address">
          <a href={listingPagePath(listing)}>{address}</a>
        </h3>
        <p className="home-listing-place">{place}</p>
        <ListingCardFacts listing={listing} />
      </div>
    </li>
  );
}

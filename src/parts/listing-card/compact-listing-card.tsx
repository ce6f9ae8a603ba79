import { useAtomValue } from 'jotai';
import { isLeaseType, type Listing } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatCityLine } from '../../lib/format/format-city-line';
import { formatDate } from '../../lib/format/format-date';
import { listingPagePath } from '../../lib/listing-detail/listing-path';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { configAtom } from '../../state/config-atom';
import { useT } from '../../ui/use-t';
import { ListingPhoto } from '../listing-detail/listing-photo';
import { ListingCardFacts } from './listing-card-facts';

interface Props {
  listing: Listing;
  apiBase: string;
}

/**
 * A listing as a small card (the company home's featured listings, an agent's listings): first photo,
 * price, address and facts, the address linking to the listing's own page (SPEC §2: its url without
 * '.html'); a sale says when it closed, a lease when it was leased. The list price only (SPEC §6).
 */
export function CompactListingCard({ listing, apiBase }: Props) {
  const { lang, t } = useT();
  const config = useAtomValue(configAtom);
  const address = listing.Address ?? t('common.notAvailable');
  const place = formatCityLine(listing);
  return (
    <li className="compact-listing">
      <ListingPhoto
        className="compact-listing-photo"
        src={listingPhotoUrl(listing, 1, config?.photo_url_template ?? null, apiBase)}
        alt={t('home.listingPhoto', { address })}
        sizes="(max-width: 640px) 100vw, 400px"
      />
      <div className="compact-listing-body">
        <p className="compact-listing-price">
          {formatAskingPrice(lang, listing.ListPrice, listing.PropertyType)}
        </p>
        {listing.MlsStatus === 'Closed' && listing.CloseDate && (
          <p className="compact-listing-sold">
            {t(isLeaseType(listing.PropertyType) ? 'agentListings.leasedOn' : 'agentListings.soldOn', {
              date: formatDate(lang, listing.CloseDate),
            })}
          </p>
        )}
        <h3 className="compact-listing-address">
          <a href={listingPagePath(listing)}>{address}</a>
        </h3>
        <p className="compact-listing-place">{place}</p>
        <ListingCardFacts listing={listing} />
      </div>
    </li>
  );
}

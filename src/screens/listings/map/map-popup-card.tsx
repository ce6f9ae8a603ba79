import { useAtomValue } from 'jotai';
import type { Listing } from '../../../contract';
import { formatAskingPrice } from '../../../lib/format/format-asking-price';
import { formatState } from '../../../lib/format/format-state';
import { formatStatus } from '../../../lib/format/format-status';
import { listingPhotoUrl } from '../../../lib/listing-photo-url';
import { searchLinkSite } from '../../../lib/search/search-link-site';
import { searchResultHref } from '../../../lib/search/search-result-href';
import { ListingCardFacts } from '../../../parts/listing-card/listing-card-facts';
import { useListingLink } from '../../../parts/listing-detail/use-listing-link';
import { apiClientAtom } from '../../../state/api-base-atom';
import { configAtom } from '../../../state/config-atom';
import { ResponsiveImg } from '../../../ui/responsive-img';
import { useT } from '../../../ui/use-t';

/**
 * One listing in a map popup (SPEC §2), compact: a photo beside its status, price, beds, baths, area,
 * garage spaces and the address with its state, the address linking to the listing's page.
 */
export function MapPopupCard({ listing }: { listing: Listing }) {
  const { lang, t } = useT();
  const config = useAtomValue(configAtom);
  const api = useAtomValue(apiClientAtom);
  const photo = listingPhotoUrl(listing, 1, config?.photo_url_template ?? null, api.base);
  const address = listing.Address ?? t('common.notAvailable');
  const place = [listing.City, `${formatState(listing.StateOrProvince)} ${listing.PostalCode ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  const href = globalThis.location
    ? searchResultHref(
        { kind: 'address', subdomain: listing.subdomain, url: listing.url },
        searchLinkSite(globalThis.location),
      )
    : null;
  const titleId = `map-card-${listing.ListingKeyNumeric}`;
  // The link leaves for the listing's page (its city's sub-domain); with a modal on the page it opens there.
  const link = useListingLink(listing);
  const status = listing.MlsStatus ?? '';

  return (
    <article className="map-card" aria-labelledby={titleId}>
      {photo ? (
        <ResponsiveImg
          className="map-card-photo"
          src={photo}
          sizes="112px"
          alt={address}
          width={112}
          height={112}
          decoding="async"
        />
      ) : (
        <div className="map-card-photo" />
      )}
      <div className="map-card-body">
        <p className={status === 'Active' ? 'map-card-status active' : 'map-card-status'}>
          {formatStatus(lang, listing.MlsStatus, listing.PropertyType)}
        </p>
        <p className="map-card-price">{formatAskingPrice(lang, listing.ListPrice, listing.PropertyType)}</p>
        <ListingCardFacts listing={listing} />
        <h3 className="map-card-address" id={titleId}>
          {href ? (
            <a href={href} onClick={link.onClick}>
              {address}
            </a>
          ) : (
            address
          )}
          <span className="map-card-place">{place}</span>
        </h3>
      </div>
    </article>
  );
}

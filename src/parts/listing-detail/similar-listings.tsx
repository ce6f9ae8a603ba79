import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { Listing } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatCityLine } from '../../lib/format/format-city-line';
import { formatShortFacts } from '../../lib/format/format-short-facts';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';
import { ListingPhoto } from './listing-photo';
import { useListingLink } from './use-listing-link';

/**
 * Similar listings (SPEC §2): small cards linking to each listing's page (its url without '.html'); a
 * plain click opens the listing in the modal instead. Signed-in clients see the close price (SPEC §6).
 * The cards are narrow (220 px at the least), so beds, baths and area take one short line, not the
 * list card's four labelled columns, which wrapped here.
 */
export function SimilarListings({ listings }: { listings: readonly Listing[] }) {
  const { lang, t } = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const config = useAtomValue(configAtom);
  const api = useAtomValue(apiClientAtom);
  if (listings.length === 0) return null;
  return (
    <DetailSection id="similarListings" title={t('detail.section.similarListings')}>
      <ul className="similar">
        {listings.map((listing) => {
          const address = listing.Address ?? t('common.notAvailable');
          const price = signedIn && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice;
          const place = formatCityLine(listing);
          const facts = formatShortFacts(lang, listing);
          return (
            <li key={listing.ListingKeyNumeric} className="similar-card">
              <ListingPhoto
                src={listingPhotoUrl(listing, 1, config?.photo_url_template ?? null, api.base)}
                alt=""
                sizes="(max-width: 640px) 100vw, 300px"
              />
              <p className="price">{formatAskingPrice(lang, price, listing.PropertyType)}</p>
              <SimilarLink listing={listing}>{address}</SimilarLink>
              <span className="place">{place}</span>
              <p className="similar-facts">
                <span aria-hidden="true">{facts.short}</span>
                <span className="bb-visually-hidden">{facts.long}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}

/** A similar listing's link: its page without '.html'; in the modal, a plain click opens it there. */
function SimilarLink({ listing, children }: { listing: Listing; children: ReactNode }) {
  const link = useListingLink(listing);
  return <a {...link}>{children}</a>;
}

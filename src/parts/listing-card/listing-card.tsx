import { atom, useAtomValue, useSetAtom } from 'jotai';
import { memo, useMemo } from 'react';
import type { Listing } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatCityLine } from '../../lib/format/format-city-line';
import { formatDaysOnMarket } from '../../lib/format/format-days-on-market';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { highlightedListingAtom } from '../../state/highlighted-listing-atom';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { useListingLink } from '../listing-detail/use-listing-link';
import { ListingCardActions } from './listing-card-actions';
import { ListingCardFacts } from './listing-card-facts';
import { ListingCardPhotos } from './listing-card-photos';

interface Props {
  listing: Listing;
  /**
   * The CDN URL of photo n (1-based), null when unknown. Defaults to `listingPhotoUrl` with the
   * config's `photo_url_template`; the collateral host (config) is the fallback either way.
   */
  photoUrl?: ((listing: Listing, n: number) => string | null) | undefined;
  /** One of the first cards of the list, on screen as the page opens: its photo is the page's largest paint. */
  leading?: boolean | undefined;
}

const BADGE_CLASS: Record<string, string> = {
  Active: 'badge active',
  ComingSoon: 'badge soon',
  Closed: 'badge closed',
};

/**
 * One listing in the list (SPEC §2 "Listing card"). Memoised: a new page of the list redraws only the
 * cards whose listing is a new object (the listings atom keeps the object of one that came back
 * unchanged); what a card reads from the store (language, session, highlight) still redraws it.
 */
export const ListingCard = memo(ListingCardView);

function ListingCardView({ listing, photoUrl, leading = false }: Props) {
  const { lang, t } = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const setHighlighted = useSetAtom(highlightedListingAtom);
  const key = listing.ListingKeyNumeric;
  // A per-card yes/no, so a hover re-renders the two cards concerned, not all fifty.
  const highlighted = useAtomValue(useMemo(() => atom((get) => get(highlightedListingAtom) === key), [key]));
  const config = useAtomValue(configAtom);
  const api = useAtomValue(apiClientAtom);
  const status = listing.MlsStatus ?? '';
  const address = listing.Address ?? t('common.notAvailable');
  const place = formatCityLine(listing);
  // SPEC §6: anonymous visitors see the list price only; signed-in clients see the close price when sold.
  const price = signedIn && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice;
  const rep =
    status === 'Closed' ? { BA: t('card.buyerRep'), LA: t('card.sellerRep') }[listing.REP ?? ''] : undefined;
  const titleId = `listing-${listing.ListingKeyNumeric}`;
  const link = useListingLink(listing);
  const template = config?.photo_url_template ?? null;
  const source = {
    listingKey: listing.ListingKeyNumeric,
    count: listing.PhotoCount,
    cdn: (n: number) => (photoUrl ? photoUrl(listing, n) : listingPhotoUrl(listing, n, template, api.base)),
    collateral: config?.collateral_url_template ?? null,
    base: api.base,
  };

  return (
    // Pointer and focus on a card light its pin on the map (and the map lights the card back).
    <article
      className={highlighted ? 'card highlighted' : 'card'}
      aria-labelledby={titleId}
      part="card"
      onPointerEnter={() => setHighlighted(listing.ListingKeyNumeric)}
      onPointerLeave={() => setHighlighted(null)}
      onFocus={() => setHighlighted(listing.ListingKeyNumeric)}
      onBlur={() => setHighlighted(null)}
    >
      <ListingCardPhotos address={address} source={source} limited={!signedIn} leading={leading} />
      <div className="badges">
        <span className={BADGE_CLASS[status] ?? 'badge other'}>
          {formatDaysOnMarket(lang, status, listing.DOM)}
        </span>
        {rep && <span className="badge rep">{rep}</span>}
      </div>
      <ListingCardActions listingKey={listing.ListingKeyNumeric} />
      <div className="body">
        <p className="price">{formatAskingPrice(lang, price, listing.PropertyType)}</p>
        <h3 className="address" id={titleId}>
          <a className="address-link" {...link}>
            {address}
          </a>
          <span className="place">{place}</span>
        </h3>
        <ListingCardFacts listing={listing} />
        <p className="provided-by">
          {t('card.listingProvidedBy')}: {listing.List_OfficeName ?? t('common.notAvailable')}
        </p>
      </div>
    </article>
  );
}

import { useAtomValue } from 'jotai';
import type { Listing } from '../../contract';
import { formatBathrooms } from '../../lib/format/format-bathrooms';
import { formatDaysOnMarket } from '../../lib/format/format-days-on-market';
import { formatGarageSpaces } from '../../lib/format/format-garage-spaces';
import { formatPrice } from '../../lib/format/format-price';
import { formatSquareFeet } from '../../lib/format/format-square-feet';
import { formatState } from '../../lib/format/format-state';
import { formatValue } from '../../lib/format/format-value';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { ListingCardPhotos } from './listing-card-photos';

interface Props {
  listing: Listing;
  photoUrl: (listing: Listing, n: number) => string | null;
}

const BADGE_CLASS: Record<string, string> = {
  Active: 'badge active',
  ComingSoon: 'badge soon',
  Closed: 'badge closed',
};

/** One listing in the list (SPEC §2 "Listing card"). */
export function ListingCard({ listing, photoUrl }: Props) {
  const { lang, t } = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const status = listing.MlsStatus ?? '';
  const address = listing.Address ?? t('common.notAvailable');
  const place = [listing.City, `${formatState(listing.StateOrProvince)} ${listing.PostalCode ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  // SPEC §6: anonymous visitors see the list price only; signed-in clients see the close price when sold.
  const price = signedIn && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice;
  const rep =
    status !== 'Closed'
      ? undefined
      : listing.REP === 'BA'
        ? t('card.buyerRep')
        : listing.REP === 'LA'
          ? t('card.sellerRep')
          : undefined;
  const titleId = `listing-${listing.ListingKeyNumeric}`;

  return (
    <article className="card" aria-labelledby={titleId} part="card">
      <ListingCardPhotos
        address={address}
        count={listing.PhotoCount ?? 0}
        photoUrl={(n) => photoUrl(listing, n)}
        limited={!signedIn}
      />
      <div className="badges">
        <span className={BADGE_CLASS[status] ?? 'badge other'}>
          {formatDaysOnMarket(lang, status, listing.DOM)}
        </span>
        {rep && <span className="badge rep">{rep}</span>}
      </div>
      <div className="body">
        <p className="price">{formatPrice(lang, price)}</p>
        <h3 className="address" id={titleId}>
          {address}
          <span className="place">{place}</span>
        </h3>
        <dl className="facts">
          <div>
            <dt>{t('card.beds')}</dt>
            <dd>{formatValue(lang, listing.BedroomsTotal)}</dd>
          </div>
          <div>
            <dt>{t('card.baths')}</dt>
            <dd>{formatBathrooms(lang, listing.BathroomsFull, listing.BathroomsHalf)}</dd>
          </div>
          <div>
            <dt>{t('card.sqft')}</dt>
            <dd>{formatSquareFeet(lang, listing.AboveGradeFinishedArea)}</dd>
          </div>
          <div>
            <dt>{t('card.garage')}</dt>
            <dd>{formatGarageSpaces(lang, listing.GarageSpaces)}</dd>
          </div>
        </dl>
        <p className="provided-by">
          {t('card.listingProvidedBy')}: {listing.List_OfficeName ?? t('common.notAvailable')}
        </p>
      </div>
    </article>
  );
}

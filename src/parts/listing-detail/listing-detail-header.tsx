import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import type { ListingDetail } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { formatStatus } from '../../lib/format/format-status';
import { isSignedInAtom } from '../../state/session-atom';
import { useT } from '../../ui/use-t';

/** "My lists" is loaded in its own chunk: most visitors never open it, and every card carries it. */
const SavedListsControl = lazy(() => import('../saved/saved-lists-control'));

interface Props {
  listing: ListingDetail;
  address: string;
  showTitle: boolean;
  onScheduleTour: () => void;
  onOpenHouses: () => void;
}

/**
 * The header (SPEC §2): the full address, the breadcrumb (city, postal code, address with MLS#), the
 * large price (the close price for signed-in clients when the listing has one, SPEC §6), "My lists" (the
 * client's Favorite, Saved and Possibility flags and note), 'Schedule Tour' and the open-house dates.
 */
export function ListingDetailHeader({ listing, address, showTitle, onScheduleTour, onOpenHouses }: Props) {
  const { lang, t } = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const price = signedIn && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice;
  const cityHref = listing.subdomain ? `/${listing.subdomain}` : null;
  const zipHref = listing.PostalCode
    ? `/listings?${new URLSearchParams({ PostalCode: listing.PostalCode })}`
    : null;
  return (
    <header className="detail-header">
      <nav aria-label={t('detail.breadcrumb')}>
        <ol className="breadcrumb">
          {listing.City && <li>{cityHref ? <a href={cityHref}>{listing.City}</a> : listing.City}</li>}
          {listing.PostalCode && (
            <li>{zipHref ? <a href={zipHref}>{listing.PostalCode}</a> : listing.PostalCode}</li>
          )}
          <li aria-current="page">
            {listing.Address ?? t('common.notAvailable')}
            {listing.MlsNum && ` (${t('detail.mlsNumber', { mls: listing.MlsNum })})`}
          </li>
        </ol>
      </nav>
      {showTitle && <h2 className="detail-title">{address}</h2>}
      <div className="price-row">
        <p className="detail-price">{formatAskingPrice(lang, price, listing.PropertyType)}</p>
        <span className="detail-status">{formatStatus(lang, listing.MlsStatus, listing.PropertyType)}</span>
        <span className="header-gap" />
        <Suspense fallback={null}>
          <SavedListsControl listingKey={listing.ListingKeyNumeric} address={address} variant="detail" />
        </Suspense>
        <button type="button" className="bb-button bb-secondary" onClick={onOpenHouses}>
          {t('detail.openHouses')}
        </button>
        <button type="button" className="bb-button" onClick={onScheduleTour}>
          {t('detail.scheduleTour')}
        </button>
      </div>
    </header>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { keenSliderStyles } from '../../styles/keen-slider-styles';
import { ShadowStyle } from '../../ui/shadow-style';
import { useT } from '../../ui/use-t';
import detailStyles from './listing-detail.css?inline';
import { ListingDetailBody } from './listing-detail-body';
import { listingItemAtom, listingItemRetryAtom } from './listing-item-atoms';

interface Props {
  listingKey: number;
  /** Show the address as the content's own heading (false inside the modal, whose title it is). */
  showTitle?: boolean;
  /** A Mapbox token for the map and drive times (else /api/config's, else the server's base map and estimates). */
  mapToken?: string | undefined;
}

/**
 * A listing's whole detail (SPEC §2 "Listing detail modal"), without the modal around it, so the modal
 * and the single-house page (`<bb-house>`) show the same thing. Brings its own styles. While loading it
 * says so; a failed load shows a quiet message with Retry (DESIGN rulings).
 */
export function ListingDetailContent({ listingKey, showTitle = true, mapToken }: Props) {
  const { t } = useT();
  const result = useAtomValue(listingItemAtom(listingKey));
  const retry = useSetAtom(listingItemRetryAtom(listingKey));
  return (
    <div className="bb-listing-detail" part="listing-detail">
      <ShadowStyle css={`${keenSliderStyles}\n${detailStyles}`} />
      {result === null && (
        <div className="detail-loading" role="status">
          {t('common.loading')}
        </div>
      )}
      {result && !result.ok && (
        <div className="detail-error" role="alert">
          <p>{t('detail.loadError')}</p>
          <button type="button" className="bb-button" onClick={() => retry((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {result?.ok && <ListingDetailBody item={result.value} showTitle={showTitle} mapToken={mapToken} />}
    </div>
  );
}

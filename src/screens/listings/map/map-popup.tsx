import { useEffect, useId, useRef } from 'react';
import type { MapPin } from '../../../contract';
import { useT } from '../../../ui/use-t';
import { MapPopupCard } from './map-popup-card';
import type { PopupPlacement } from './popup-placement';
import { usePopupListings } from './use-popup-listings';

interface Props {
  pin: MapPin;
  /** The pin gathers several coordinates too close to tell apart: its homes are near, not at, one address. */
  nearby: boolean;
  /** Where the popup stands inside the map (popupPlacement). */
  placement: PopupPlacement;
  onClose: () => void;
}

/**
 * The info window of a pin (SPEC §2): a compact card per listing at that coordinate; the units of one
 * building are said as such ('3 homes at this address', or 'close together' for a tag that gathered
 * neighbours) and scroll inside the popup, each card its own link. It takes focus when it opens, and Escape or the close button closes it; the map stays still
 * while it is open, so it need not follow its pin.
 */
export function MapPopup({ pin, nearby, placement, onClose }: Props) {
  const { t, tp } = useT();
  const result = usePopupListings(pin);
  const close = useRef<HTMLButtonElement>(null);
  const countId = useId();
  const shared = pin.listings.length > 1;

  useEffect(() => {
    close.current?.focus();
  }, []);

  return (
    <div
      className={shared ? 'map-popup shared' : 'map-popup'}
      role="dialog"
      aria-label={shared ? undefined : tp('map.cluster', 1)}
      aria-labelledby={shared ? countId : undefined}
      style={{
        left: `${placement.left}px`,
        width: `${placement.width}px`,
        maxHeight: `${placement.maxHeight}px`,
        ...(placement.top === undefined ? {} : { top: `${placement.top}px` }),
        ...(placement.bottom === undefined ? {} : { bottom: `${placement.bottom}px` }),
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {shared && (
        <p className="map-popup-count" id={countId}>
          {tp(nearby ? 'map.nearby' : 'map.sameAddress', pin.listings.length)}
        </p>
      )}
      <button
        ref={close}
        type="button"
        className="map-popup-close"
        aria-label={t('map.closePopup')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className="map-popup-cards" aria-busy={result.state === 'loading'}>
        {result.state === 'loading' && <p className="map-popup-note">{t('common.loading')}</p>}
        {result.state === 'failed' && <p className="map-popup-note">{t('map.popupFailed')}</p>}
        {result.state === 'ready' &&
          result.listings.map((listing) => (
            <MapPopupCard key={listing.ListingKeyNumeric} listing={listing} />
          ))}
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { MapPin } from '../../../contract';
import { useT } from '../../../ui/use-t';
import { MapPopupCard } from './map-popup-card';
import { usePopupListings } from './use-popup-listings';

interface Props {
  pin: MapPin;
  /** Where the pin is inside the map, px. */
  position: { x: number; y: number };
  /** Room above the pin, px: a popup near the top opens below its pin instead. */
  flip: boolean;
  onClose: () => void;
}

/**
 * The info window of a pin (SPEC §2): one card per listing at that coordinate. It takes focus when it
 * opens, and Escape or the close button closes it; the map stays still while it is open, so it need not
 * follow its pin.
 */
export function MapPopup({ pin, position, flip, onClose }: Props) {
  const { t, tp } = useT();
  const result = usePopupListings(pin);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
  }, []);

  return (
    <div
      className={flip ? 'map-popup below' : 'map-popup'}
      role="dialog"
      aria-label={tp('map.cluster', pin.listings.length)}
      style={{ left: `${position.x}px`, top: `${position.y}px` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
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

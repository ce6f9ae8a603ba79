import { ListingDetailContent } from '../../parts/listing-detail/listing-detail-content';
import { useT } from '../../ui/use-t';
import { houseListingKey } from './house-listing-key';

export interface HouseScreenProps {
  /** From the `listing-key` attribute, already validated. */
  listingKey?: number | undefined;
  /** From the `map-token` attribute: a public Mapbox token for the map and drive times. */
  mapToken?: string | undefined;
}

/**
 * `<bb-house>`'s screen: one listing as a page of its own. The server puts the listing's facts in the
 * element's light DOM for crawlers and visitors without JavaScript; this shadow root renders over them
 * (no slot: the light DOM stays in the document, unseen).
 */
export function HouseScreen({ listingKey, mapToken }: HouseScreenProps) {
  const { t } = useT();
  const key = houseListingKey(listingKey, globalThis.location?.pathname);
  return (
    <div className="house" part="house">
      {key === null ? (
        <p className="house-missing" role="status">
          {t('house.missingKey')}
        </p>
      ) : (
        // The detail modal's content without its chrome: one detail view for the modal and this page.
        <ListingDetailContent listingKey={key} mapToken={mapToken} />
      )}
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { Fragment, useMemo, useRef, useState } from 'react';
import type { ListingItemResponse } from '../../contract';
import { detailSections, SECTIONS_BEFORE_REMARKS } from '../../lib/listing-detail/detail-sections';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { motionScrollBehavior } from '../../lib/motion-scroll-behavior';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { isSignedInAtom } from '../../state/session-atom';
import { usePhotoSteps } from '../../ui/use-photo-steps';
import { useT } from '../../ui/use-t';
import { DetailSection } from './detail-section';
import { listingFullAddress } from './listing-address';
import { ListingDetailFooter } from './listing-detail-footer';
import { ListingDetailHeader } from './listing-detail-header';
import { ListingHistorySection } from './listing-history-section';
import { ListingPhotos } from './listing-photos';
import { ListingProvidedBy } from './listing-provided-by';
import { MapCommuteSection } from './map-commute-section';
import { OpenHouseModal } from './open-house-modal';
import { photoList } from './photo-list';
import { PublicRemarks } from './public-remarks';
import { RoomsSection } from './rooms-section';
import { SimilarListings } from './similar-listings';
import { TourSlot } from './tour-slot';
import { VirtualTours } from './virtual-tours';

interface Props {
  item: ListingItemResponse;
  showTitle: boolean;
  mapToken?: string | undefined;
}

/**
 * A loaded listing laid out in SPEC §2's order: header, photos, the fact sections with Public Remarks
 * and Rooms in their places, history, attribution, map and commute; the tour card beside them (below on
 * phones); similar listings; the footer. Sections without data are left out.
 */
export function ListingDetailBody({ item, showTitle, mapToken }: Props) {
  const { lang, t } = useT();
  const listing = item.data;
  const signedIn = useAtomValue(isSignedInAtom);
  const config = useAtomValue(configAtom);
  const api = useAtomValue(apiClientAtom);
  const [openHousesOpen, setOpenHousesOpen] = useState(false);
  const tour = useRef<HTMLElement>(null);
  const address = listingFullAddress(listing, t('common.notAvailable'));
  const sections = useMemo(() => detailSections(listing, lang, signedIn), [listing, lang, signedIn]);
  const template = config?.photo_url_template ?? null;
  const total = Math.max(listing.PhotoCount, listing.images.length);
  // The card's fallback chain: the listing's media (or the CDN path), then the collateral host, then the icon.
  const { stepOf, fail } = usePhotoSteps(
    {
      listingKey: listing.ListingKeyNumeric,
      count: total,
      cdn: (n) => listingPhotoUrl(listing, n, template, api.base),
      collateral: config?.collateral_url_template ?? null,
      base: api.base,
    },
    true,
  );
  const photos = photoList(total, stepOf, fail);
  const token = mapToken?.trim() || null;
  const section = (id: string) => {
    const found = sections.find((s) => s.id === id);
    return found ? (
      <DetailSection key={found.id} id={found.id} title={found.title} rows={found.rows} />
    ) : null;
  };
  const before = sections.filter((s) => SECTIONS_BEFORE_REMARKS.has(s.id));
  const after = sections.filter((s) => !SECTIONS_BEFORE_REMARKS.has(s.id));
  // SPEC §2 lists Rooms after Permitted Use; without that section, after Location/Area Details.
  const roomsAfter =
    ['permittedUse', 'locationAreaDetails'].find((id) => after.some((s) => s.id === id)) ?? null;

  return (
    <article className="detail" aria-label={address} data-listing-key={listing.ListingKeyNumeric}>
      <ListingDetailHeader
        listing={listing}
        address={address}
        showTitle={showTitle}
        onOpenHouses={() => setOpenHousesOpen(true)}
        onScheduleTour={() => {
          tour.current?.scrollIntoView({ behavior: motionScrollBehavior(), block: 'start' });
          tour.current?.focus({ preventScroll: true });
        }}
      />
      <ListingPhotos photos={photos} address={address} />
      <div className="detail-columns">
        <div className="detail-main">
          {before.map((s) => section(s.id))}
          <VirtualTours listing={listing} />
          {listing.PublicRemarks?.trim() && <PublicRemarks text={listing.PublicRemarks} />}
          {roomsAfter === null && <RoomsSection listingKey={listing.ListingKeyNumeric} />}
          {after.map((s) => (
            <Fragment key={s.id}>
              {section(s.id)}
              {s.id === roomsAfter && <RoomsSection listingKey={listing.ListingKeyNumeric} />}
            </Fragment>
          ))}
          <ListingHistorySection history={listing.history} propertyType={listing.PropertyType} />
          <ListingProvidedBy listing={listing} />
          <MapCommuteSection listing={listing} address={address} token={token} />
        </div>
        <aside className="detail-aside">
          <TourSlot ref={tour} listing={listing} />
        </aside>
      </div>
      <SimilarListings listings={item.similar_listings} />
      <ListingDetailFooter />
      <OpenHouseModal
        listingKey={listing.ListingKeyNumeric}
        open={openHousesOpen}
        onClose={() => setOpenHousesOpen(false)}
      />
    </article>
  );
}

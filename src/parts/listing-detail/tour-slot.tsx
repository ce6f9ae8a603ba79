import { forwardRef } from 'react';
import type { ListingDetail } from '../../contract';
import { ShadowStyle } from '../../ui/shadow-style';
import { useT } from '../../ui/use-t';
import leadStyles from '../lead/lead.css?inline';
import { ScheduleTour } from '../tour/schedule-tour';
import tourStyles from '../tour/schedule-tour.css?inline';

/**
 * The agent card with the schedule-tour form (desktop: beside the sections; phones: the mobile schedule
 * block, below them). 'Schedule Tour' in the header scrolls here and focuses it. The tour and lead
 * styles come along, so any screen showing the detail (the listings modal, `<bb-house>`) has them.
 */
export const TourSlot = forwardRef<HTMLElement, { listing: ListingDetail }>(function TourSlot(
  { listing },
  ref,
) {
  const { t } = useT();
  return (
    <section
      ref={ref}
      className="tour-slot"
      id="schedule-tour"
      tabIndex={-1}
      aria-label={t('detail.tourMountPoint')}
    >
      <ShadowStyle css={`${tourStyles}\n${leadStyles}`} />
      <ScheduleTour listing={listing} />
    </section>
  );
});

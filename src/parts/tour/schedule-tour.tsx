import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { listingPhotoUrl } from '../../lib/listing-photo-url';
import { texasToday } from '../../lib/time/texas-time';
import { storedAgentAtom } from '../../state/agent-atom';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { leadSource } from '../../state/lead-source';
import { ResponsiveImg } from '../../ui/responsive-img';
import { useT } from '../../ui/use-t';
import { TourAgentCard } from './tour-agent-card';
import { TourDateStrip } from './tour-date-strip';
import { type TourListing, tourAddress, virtualTourUrl } from './tour-listing';
import { type TourType, TourTypeTabs } from './tour-type-tabs';

export interface ScheduleTourProps {
  /** The listing to tour: a list `Listing` or the detail modal's `ListingDetail`. */
  listing: TourListing;
  /** Today as 'YYYY-MM-DD' (tests and stories pin it); default: today in Texas. */
  today?: string;
}

/** The lead flow's forms load with import() at the first "Schedule Tour": most visitors never open them. */
const LeadFlow = lazy(() => import('../lead/lead-flow').then((module) => ({ default: module.LeadFlow })));

/**
 * The schedule-tour block of the listing detail (SPEC §2 "Schedule tour", desktop and mobile alike):
 * tabs In-Person / Virtual Tour, the date strip starting with ASAP, the listing's photo and the agent
 * card. 'Schedule a Tour' or the photo opens the lead flow (contact → One Last Step → thank you),
 * which carries the chosen date and tour type. Include `schedule-tour.css` and `../lead/lead.css` in the
 * shadow styles of the widget that mounts it.
 */
export function ScheduleTour({ listing, today }: ScheduleTourProps) {
  const { t } = useT();
  const api = useAtomValue(apiClientAtom);
  const config = useAtomValue(configAtom);
  // On an agent's site the request goes to that agent, and the card says so (SPEC §6, issue 23).
  const siteAgent = useAtomValue(storedAgentAtom)?.MatrixDir ?? null;
  const day = useMemo(() => today ?? texasToday(), [today]);
  const [type, setType] = useState<TourType>('in-person');
  const [date, setDate] = useState('asap');
  const [leadOpen, setLeadOpen] = useState(false);
  // Remember a landing page's ?source= now, before the visitor navigates away from it (SPEC §2).
  useEffect(() => void leadSource(), []);
  const address = tourAddress(listing);
  const photo = listingPhotoUrl(listing, 1, config?.photo_url_template ?? null, api.base);

  return (
    <section className="bb-tour" aria-label={t('tour.scheduleTour')}>
      <TourTypeTabs value={type} onChange={setType} virtualUrl={virtualTourUrl(listing)}>
        <TourDateStrip today={day} value={date} onChange={setDate} />
      </TourTypeTabs>
      <div className="bb-tour-people">
        <button
          type="button"
          className="bb-tour-photo"
          onClick={() => setLeadOpen(true)}
          aria-label={t('tour.photoButton', { address })}
        >
          {photo ? (
            <ResponsiveImg src={photo} sizes="(max-width: 640px) 100vw, 320px" alt="" loading="lazy" />
          ) : (
            <span>{t('tour.noPhoto')}</span>
          )}
        </button>
        <TourAgentCard listingKey={listing.ListingKeyNumeric} siteAgent={siteAgent} />
      </div>
      <button type="button" className="bb-lead-primary" onClick={() => setLeadOpen(true)}>
        {t('tour.scheduleTour')}
      </button>
      {leadOpen && (
        <Suspense fallback={null}>
          <LeadFlow
            listing={listing}
            date={date}
            type={type}
            siteAgent={siteAgent}
            onClose={() => setLeadOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

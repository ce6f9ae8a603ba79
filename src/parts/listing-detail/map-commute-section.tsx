import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import type { ListingDetail } from '../../contract';
import { configAtom } from '../../state/config-atom';
import { useT } from '../../ui/use-t';
import { CommuteBox } from './commute-box';
import { DetailSection } from './detail-section';

// The map engine is a large chunk: fetched only when a listing with a location is shown.
const DetailMap = lazy(() => import('./detail-map'));

/** 'Map and Commute Times' (SPEC §2): the map at zoom 15 with a marker, and the commute box. */
interface Props {
  listing: ListingDetail;
  address: string;
  /** The widget's Mapbox token; without one, /api/config's; without either, the server's base map and estimates. */
  token: string | null;
}

export function MapCommuteSection({ listing, address, token: ownToken }: Props) {
  const { t } = useT();
  const config = useAtomValue(configAtom);
  const token = ownToken || config?.map_token?.trim() || null;
  const { Latitude: lat, Longitude: lng } = listing;
  if (lat === null || lng === null) return null;
  return (
    <DetailSection id="mapCommute" title={t('detail.section.mapCommute')}>
      <Suspense
        fallback={
          <div className="detail-map bb-map-loading" role="status" aria-label={t('detail.mapLoading')} />
        }
      >
        <DetailMap at={{ lat, lng }} token={token} address={address} />
      </Suspense>
      <CommuteBox from={{ lat, lng }} token={token} />
    </DetailSection>
  );
}

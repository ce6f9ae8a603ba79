import { lazy, Suspense } from 'react';
import { useT } from '../../../ui/use-t';
import { useListingsMapLayout } from './use-listings-map-layout';

// The map, its engine and its styles are chunks of their own, fetched only once a map is on screen.
const ListingsMap = lazy(() => import('./listings-map'));

interface Props {
  /** A Mapbox token (the widget's `map-token` attribute); without one, /api/config's, else maplibre offline. */
  mapToken?: string | undefined;
}

/**
 * Where the listings map goes: the map when the layout shows it (SPEC §2: beside the list from 994 px
 * unless switched off, or instead of it on narrow screens), nothing otherwise.
 */
export function ListingsMapSlot({ mapToken }: Props) {
  const { t } = useT();
  const { mapShown } = useListingsMapLayout();
  if (!mapShown) return null;
  return (
    <Suspense fallback={<div className="bb-map-loading" role="status" aria-label={t('map.label')} />}>
      <ListingsMap mapToken={mapToken} />
    </Suspense>
  );
}

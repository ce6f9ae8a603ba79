import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { MapAdapter } from '../../../map/map-adapter';
import { cameraToApply } from '../../../map/url-camera';
import { visibleArea } from '../../../map/visible-area';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { mapBoundsAtom } from '../../../state/map-bounds-atom';
import { mapMovedAtom } from './map-moved-atom';

/**
 * Bounds-driven search (SPEC §2): every settled move hands the visible area to the list and pin
 * queries, and a visitor's move writes zoom and centre to the URL. The other way round, a URL whose
 * camera differs from the map's (Back, Forward, a pasted link) moves the map there.
 */
export function useMapSearch(map: MapAdapter | null): void {
  const recordMove = useSetAtom(mapMovedAtom);
  const setShown = useSetAtom(mapBoundsAtom);
  const view = useAtomValue(listingsFilterAtom).map;

  useEffect(() => {
    if (!map) return;
    const report = (byVisitor: boolean) =>
      recordMove({ area: visibleArea(map.visibleBox()), camera: map.camera(), byVisitor });
    const off = map.onMoveEnd((cause) => report(cause === 'user'));
    // The first view searches too: the map may have been created before any move.
    report(false);
    return () => {
      off();
      // No map on screen: the search goes back to the view worked out from the URL's camera.
      setShown(null);
    };
  }, [map, recordMove, setShown]);

  // Keyed on the numbers, not the view object: another filter changing re-parses the URL into a new
  // object, and must not pull the map back from where a chosen location moved it.
  const { zoom } = view;
  const lat = view.center?.latitude ?? null;
  const lng = view.center?.longitude ?? null;
  useEffect(() => {
    if (!map) return;
    const target = cameraToApply(map.camera(), {
      zoom,
      center: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
    });
    if (target) map.jumpTo(target);
  }, [map, zoom, lat, lng]);
}

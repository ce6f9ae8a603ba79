import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { viewDrivesSearch } from '../../../lib/listings-filters/view-drives-search';
import { urlCamera } from '../../../map/url-camera';
import { viewCamera } from '../../../map/view-camera';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { mapBoundsAtom } from '../../../state/map-bounds-atom';

/**
 * While the map's view is the search area, the URL says which view: zoom and centre from the first load
 * (SPEC §2 parameters), so a shared or reloaded link lists the same listings. Written over the current
 * history entry and on the same page, as it only spells out the search already shown. The camera is the
 * one the map on screen holds (it may have fitted a location just cleared), else the URL's own or Austin's.
 * Not while `enabled` is false: an agent's page may still move the screen to the agent's metro.
 */
export function useCameraInUrl(enabled: boolean): void {
  const store = useStore();
  const filters = useAtomValue(listingsFilterAtom);
  const setFilters = useSetAtom(listingsFilterAtom);
  const drives = viewDrivesSearch(filters);
  const complete = filters.map.zoom !== null && filters.map.center !== null;

  useEffect(() => {
    if (!enabled || !drives || complete) return;
    setFilters(
      (state) => ({ ...state, map: urlCamera(store.get(mapBoundsAtom)?.camera ?? viewCamera(state.map)) }),
      { replace: true, keepPage: true },
    );
  }, [enabled, drives, complete, setFilters, store]);
}

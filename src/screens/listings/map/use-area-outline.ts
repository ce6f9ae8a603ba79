import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { fetchAreaInfo } from '../../../api/fetch-area-info';
import { fetchAreaPolygon } from '../../../api/fetch-area-polygon';
import type { AreaKind } from '../../../contract';
import type { ListingsLocation } from '../../../lib/listings-filters/listings-filter-state';
import type { MapAdapter } from '../../../map/map-adapter';
import { outlineBox } from '../../../map/outline-box';
import { apiClientAtom } from '../../../state/api-base-atom';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';

const AREA_KIND: Record<ListingsLocation['kind'], AreaKind> = {
  region: 'region',
  metro: 'metro',
  county: 'county',
  city: 'city',
  PostalCode: 'zip',
};

/**
 * The chosen location on the map (SPEC §2, §4): its outline is drawn, and choosing it fits the map to
 * the outline (without one, recentres it on the area's own camera, zoom 10 by default). On arrival a
 * camera already in the URL wins: the visitor left the map there. An unknown area does nothing (SPEC §8).
 */
export function useAreaOutline(map: MapAdapter | null): void {
  const api = useAtomValue(apiClientAtom);
  const { location, map: urlView } = useAtomValue(listingsFilterAtom);
  const kind = location ? AREA_KIND[location.kind] : null;
  const value = location?.value ?? null;
  const firstArea = useRef(true);
  const urlHasCamera = urlView.zoom !== null && urlView.center !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL camera only matters when the area changes
  useEffect(() => {
    if (!map) return;
    const keepCamera = firstArea.current && urlHasCamera;
    firstArea.current = false;
    if (kind === null || value === null) {
      map.setAreaOutline(null);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const jumpToAreaCamera = () =>
      fetchAreaInfo(api, kind, value, signal).then((result) => {
        if (!result.ok || !result.value.success) return;
        const { zoom, center } = result.value.data;
        map.jumpTo({ lat: center.lat, lng: center.lng, zoom });
      });
    fetchAreaPolygon(api, kind, value, signal).then((result) => {
      if (signal.aborted) return;
      const outline = result.ok && result.value.features.length > 0 ? result.value : null;
      if (result.ok) map.setAreaOutline(outline);
      if (keepCamera) return;
      // Fitted here, to the map's own size: the area call's camera is worked out for a 1000 px map, and
      // on a narrower one showed a slice of the place whose listings fill the list.
      const box = outline && outlineBox(outline);
      if (box) map.fitBox(box);
      else jumpToAreaCamera();
    });
    return () => controller.abort();
  }, [map, api, kind, value]);
}

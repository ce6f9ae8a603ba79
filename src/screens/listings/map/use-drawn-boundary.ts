import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { encodeBoundaryParam } from '../../../lib/listings-filters/boundary-param';
import { drawBox } from '../../../map/draw-box';
import type { MapAdapter } from '../../../map/map-adapter';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';

/**
 * The drawn search area on the map, kept in step with the URL (Back, a saved search, Remove boundary).
 * A link with a boundary but no camera (hand-made, or an old saved search) opens fitted to the area;
 * otherwise the camera in the URL wins, as the visitor left it.
 */
export function useDrawnBoundary(map: MapAdapter | null): void {
  const { boundary, map: view } = useAtomValue(listingsFilterAtom);
  // Keyed on the text: another filter changing re-parses the URL into a new but equal array.
  const key = boundary === null ? '' : encodeBoundaryParam(boundary);
  const firstView = useRef(true);
  const urlHasCamera = view.zoom !== null && view.center !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn only when the area itself changes
  useEffect(() => {
    if (!map) return;
    map.setBoundary(boundary);
    if (firstView.current && boundary !== null && !urlHasCamera) map.fitBox(drawBox(boundary));
    firstView.current = false;
  }, [map, key]);
}

import { atom } from 'jotai';
import type { MapCamera } from '../../../map/map-adapter';
import { urlCamera } from '../../../map/url-camera';
import type { VisibleArea } from '../../../map/visible-area';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { mapBoundsAtom } from '../../../state/map-bounds-atom';

export interface MapMove {
  readonly area: VisibleArea;
  readonly camera: MapCamera;
  /** The visitor moved the map (SPEC §2: dragging or zooming writes zoom and centre to the query). */
  readonly byVisitor: boolean;
}

/**
 * Records a settled map move in one write, so the list and the pins are fetched once per move: the new
 * visible area for the search, and for a visitor's move the camera in the URL. The URL entry is replaced,
 * not pushed: Back leaves the screen rather than replaying every drag.
 */
export const mapMovedAtom = atom(null, (_get, set, move: MapMove) => {
  set(mapBoundsAtom, { bounds: move.area.bounds, polygon: move.area.polygon, camera: move.camera });
  if (move.byVisitor) {
    set(listingsFilterAtom, (state) => ({ ...state, map: urlCamera(move.camera) }), { replace: true });
  }
});

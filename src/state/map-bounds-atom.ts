import { atom } from 'jotai';
import type { MapBounds } from '../lib/listings-filters/filter-state-to-query';
import type { MapCamera } from '../map/map-adapter';

/** The area the listings map shows, as the listings and pins calls take it. */
export interface MapSearchArea {
  readonly bounds: MapBounds;
  /** The same area as a closed [lng, lat] ring: the geosearch polygon (SPEC §2). */
  readonly polygon: readonly (readonly [number, number])[];
  /** Where the map looks. */
  readonly camera: MapCamera;
}

/**
 * What the listings map on screen shows, written by the map each time a pan or zoom settles; null while
 * no map is on screen (the search then works out the view from the URL's camera and the map's frame,
 * `mapFrameSizeAtom`). Not in the URL: the URL keeps zoom and centre, from which the map finds its bounds
 * again.
 */
export const mapBoundsAtom = atom<MapSearchArea | null>(null);

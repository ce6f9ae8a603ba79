import { atom } from 'jotai';
import type { MapBounds } from '../lib/listings-filters/filter-state-to-query';

/** The area the listings map shows, as the listings and pins calls take it. */
export interface MapSearchArea {
  readonly bounds: MapBounds;
  /** The same area as a closed [lng, lat] ring: the geosearch polygon (SPEC §2). */
  readonly polygon: readonly (readonly [number, number])[];
}

/**
 * What the listings map shows, written by the map each time a pan or zoom settles; null until a map has
 * been shown (the list then searches without an area). Not in the URL: the URL keeps zoom and centre,
 * from which the map finds its bounds again. The listings query reads it (SPEC §2: moving the map reloads
 * the list for the visible bounds, unless a county, city, ZIP, metro or saved search fixes the area).
 */
export const mapBoundsAtom = atom<MapSearchArea | null>(null);

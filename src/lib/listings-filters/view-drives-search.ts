import type { ListingsFilterState } from './listings-filter-state';

// SPEC §2 map behaviour: these locations (and a saved search) fix the area, so the map view must not
// narrow it. A region does not: SPEC names only these four.
const AREA_KINDS: ReadonlySet<string> = new Set(['metro', 'county', 'city', 'PostalCode']);

/** Whether a county, city, ZIP, metro or saved search fixes the search area (the map then fits it). */
export function areaFixedByFilters(state: ListingsFilterState): boolean {
  return state.saveSearch !== null || (state.location !== null && AREA_KINDS.has(state.location.kind));
}

/**
 * Whether the map's view is the search area: nothing fixes the area and no area is drawn. Then the list,
 * its total and the pins are exactly what the map shows, from the first load on (DESIGN "Map").
 */
export function viewDrivesSearch(state: ListingsFilterState): boolean {
  return state.boundary === null && !areaFixedByFilters(state);
}

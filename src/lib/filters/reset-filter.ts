import { filterPriceCeiling } from '../listings-filters/filter-price-ceiling';
import { defaultFilterState, type ListingsFilterState } from '../listings-filters/listings-filter-state';
import type { ListingsRoute } from '../listings-route';

/** The filters that have their own dropdown in the top bar, each with its own Reset. */
export type BarFilter = 'openHouse' | 'price' | 'beds' | 'bath' | 'sqft' | 'levels';

/**
 * One filter back to its defaults (SPEC §4: Reset restores defaults), leaving every other filter as it
 * is. The price's top is the ceiling of the state's own property type (a commercial lease resets to
 * 100,000, not the route's 10,000,000). The open-house reset clears the dates but keeps open-house
 * mode, so the dropdown the visitor is using does not vanish under the pointer.
 */
export function resetFilter(
  state: ListingsFilterState,
  filter: BarFilter,
  route: ListingsRoute,
  currentYear: number,
): ListingsFilterState {
  const defaults = defaultFilterState(route, currentYear);
  switch (filter) {
    case 'openHouse':
      return { ...state, From: null, To: null };
    case 'price':
      return { ...state, minPrice: 0, maxPrice: filterPriceCeiling(state.propertyType, route) };
    case 'beds':
      return { ...state, minBedsCount: defaults.minBedsCount, maxBedsCount: defaults.maxBedsCount };
    case 'bath':
      return { ...state, bath: defaults.bath };
    case 'sqft':
      return { ...state, squareMin: defaults.squareMin, squareMax: defaults.squareMax };
    case 'levels':
      return { ...state, levelsMin: defaults.levelsMin, levelsMax: defaults.levelsMax };
  }
}

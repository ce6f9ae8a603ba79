import type { PropertyType } from '../../contract';
import type { ListingsRoute } from '../listings-route';
import { filterPriceCeiling } from './filter-price-ceiling';
import type { ListingsFilterState } from './listings-filter-state';

/**
 * Switches the exclusive property type (SPEC §4): the other type flags go (the state holds one type),
 * the sub-types reset, and so does the price range. Sale and lease prices are not comparable: a
 * 500,000 minimum carried over to a residential lease would exceed its 50,000 ceiling, and a lease's
 * 'Max' (50,000) carried back would quietly cap a house search. /leasing keeps its forced type.
 */
export function changePropertyType(
  state: ListingsFilterState,
  propertyType: PropertyType,
  route: ListingsRoute,
): ListingsFilterState {
  if (route.mode === 'leasing' || propertyType === state.propertyType) return state;
  return {
    ...state,
    propertyType,
    subTypes: [],
    minPrice: 0,
    maxPrice: filterPriceCeiling(propertyType, route),
  };
}

import type { PropertyType } from '../../contract';
import type { ListingsRoute } from '../listings-route';
import { priceSliderScale } from '../price/price-slider-scale';

/**
 * The top of the price filter for a property type on a route (SPEC §2, §4): 10,000,000 for sale types,
 * 100,000 for commercial lease, 50,000 for residential lease in the filter but 10,000 on /leasing.
 * A maxPrice at the ceiling is the slider's 'Max' and means "any price": it is the default, stays out of
 * the URL and is not sent to the API. Taken from the slider scale so the slider and the filter agree.
 */
export function filterPriceCeiling(propertyType: PropertyType, route: ListingsRoute): number {
  return priceSliderScale(propertyType, route.mode === 'leasing' ? 'leasing' : 'filter').ceiling;
}

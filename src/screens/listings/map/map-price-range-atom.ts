import { atom } from 'jotai';
import { filterPriceCeiling } from '../../../lib/listings-filters/filter-price-ceiling';
import { listingsFilterAtom } from '../../../state/listings-filter-atom';
import { listingsQueryAtom } from '../../../state/listings-query-atom';
import { listingsLoadingAtom, listingsResultAtom } from '../../../state/listings-result-atom';
import { listingsRouteAtom } from '../../../state/listings-route-atom';
import { type PriceSpan, priceRangeHint } from './price-range-hint';

/**
 * The price span of the listings in the map's view (SPEC §4 price_range), for the Price dropdown to show
 * as its starting slider range and Min / Max placeholders; null when the visitor chose a price, when a
 * location or saved search fixes the area, or while the list loads. Read-only: it never writes the
 * filter or the URL (see `priceRangeHint` for why).
 */
export const mapPriceRangeAtom = atom((get): PriceSpan | null => {
  const result = get(listingsResultAtom);
  if (get(listingsLoadingAtom) || result === null || !result.ok) return null;
  const filters = get(listingsFilterAtom);
  return priceRangeHint({
    // The query keeps the visible area only when nothing else fixes it (filterStateToQuery drops it).
    boundsDrive: get(listingsQueryAtom)?.coordinates !== undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    ceiling: filterPriceCeiling(filters.propertyType, get(listingsRouteAtom)),
    range: result.value.data.price_range,
  });
});

import { useAtomValue } from 'jotai';
import { filterPriceCeiling } from '../../lib/listings-filters/filter-price-ceiling';
import { listingsFilterAtom } from '../../state/listings-filter-atom';
import { listingsRouteAtom } from '../../state/listings-route-atom';

/**
 * The price range the visitor searched with, for the lead's minPrice and maxPrice (SPEC §3): only what
 * they actually narrowed. The defaults (0 and the type's ceiling, 'Max') mean "any price" and are sent
 * blank, so an agent never reads a range the visitor did not choose.
 */
export function useSearchPrices(): { min: number | null; max: number | null } {
  const filters = useAtomValue(listingsFilterAtom);
  const route = useAtomValue(listingsRouteAtom);
  const ceiling = filterPriceCeiling(filters.propertyType, route);
  return {
    min: filters.minPrice > 0 ? filters.minPrice : null,
    max: filters.maxPrice < ceiling ? filters.maxPrice : null,
  };
}

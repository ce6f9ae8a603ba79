import type { ListingsSortBy } from '../../../src/contract';

/**
 * ORDER BY of each listings sort (SPEC §2 sortBy; 'SORT BY DEFAULT' is newest). The key breaks ties so
 * pages never overlap and the map pins, when capped, are the first listings of the same order.
 */
export const LISTINGS_ORDER_BY: Readonly<Record<ListingsSortBy, string>> = {
  newest: 'l.list_date DESC, l.listing_key_numeric DESC',
  oldest: 'l.list_date ASC, l.listing_key_numeric ASC',
  'low-to-high': 'l.list_price ASC NULLS LAST, l.listing_key_numeric ASC',
  'high-to-low': 'l.list_price DESC NULLS LAST, l.listing_key_numeric DESC',
};

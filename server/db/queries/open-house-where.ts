import type { ListingsCriteria } from '../../search/listings-criteria';
import type { SqlBuilder } from './sql-builder';

/** "Listing `l` has an open house within `window`" (see `listingsCriteria` for what the window is). */
export function openHouseWhere(
  builder: SqlBuilder,
  window: NonNullable<ListingsCriteria['openHouse']>,
): void {
  const exists = (dates: string) =>
    `EXISTS (SELECT 1 FROM open_houses o WHERE o.listing_key_numeric = l.listing_key_numeric AND ${dates})`;
  if (window.to === undefined) {
    builder.where((f) => exists(`o.open_date >= ${f}::date`), window.from);
  } else {
    builder.where((f, t) => exists(`o.open_date BETWEEN ${f}::date AND ${t}::date`), window.from, window.to);
  }
}

import { texasClock } from '../../src/lib/time/texas-time';
import type { ImportedHistory, ImportedListing } from './imported-listing';

/** What the database held for the listing before this import, if anything. */
export interface StoredState {
  mls_status: string;
  list_price: number | null;
}

/**
 * History events (SPEC listing history) a record tells us about: its listing, its sale, and the price
 * and status changes either dated by the feed (PriceChangeTimestamp, StatusChangeTimestamp) or seen
 * between the stored row and this one. They are added, never replaced, so the history grows import by
 * import; (listing, day, event) is the table's key, so a repeated import adds nothing.
 */
export function deriveHistory(listing: ImportedListing, stored: StoredState | null): ImportedHistory[] {
  const row = listing.row;
  const modifiedOn = texasClock(row.modified_at, row.county_subdomain).date;
  const events: ImportedHistory[] = [
    {
      event_date: row.list_date,
      event: 'Listed',
      price: row.original_list_price,
      status: row.mls_status === 'ComingSoon' ? 'ComingSoon' : 'Active',
    },
  ];
  const priceChanged =
    stored === null ? row.list_price !== row.original_list_price : stored.list_price !== row.list_price;
  const priceDay = listing.priceChangedOn ?? (stored === null ? null : modifiedOn);
  if (priceChanged && priceDay !== null) {
    events.push({
      event_date: priceDay,
      event: 'PriceChange',
      price: row.list_price,
      status: row.mls_status,
    });
  }
  const underContract =
    row.mls_status !== 'Active' && row.mls_status !== 'ComingSoon' && row.mls_status !== 'Closed';
  const statusChanged =
    stored === null ? underContract : stored.mls_status !== row.mls_status && row.mls_status !== 'Closed';
  const statusDay = listing.statusChangedOn ?? (stored === null ? null : modifiedOn);
  if (statusChanged && statusDay !== null) {
    events.push({
      event_date: statusDay,
      event: 'StatusChange',
      price: row.list_price,
      status: row.mls_status,
    });
  }
  if (row.mls_status === 'Closed' && row.close_date !== null) {
    events.push({ event_date: row.close_date, event: 'Sold', price: row.close_price, status: 'Closed' });
  }
  return events;
}

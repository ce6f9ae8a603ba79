import type { ListingDetail } from '../../contract';
import { formatState } from '../../lib/format/format-state';

/** The full address line of the detail's header: '2631 Saddle Club Blvd, Spicewood, TX 78669'. */
export function listingFullAddress(listing: ListingDetail, missing: string): string {
  const street = [listing.Address, listing.UnitNumber ? `#${listing.UnitNumber}` : null]
    .filter(Boolean)
    .join(' ');
  const tail = `${formatState(listing.StateOrProvince)} ${listing.PostalCode ?? ''}`.trim();
  return [street || missing, listing.City, tail].filter(Boolean).join(', ');
}

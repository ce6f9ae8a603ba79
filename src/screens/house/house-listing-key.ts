import { listingKeyFromPath } from '../../lib/listing-detail/listing-path';

/**
 * The listing `<bb-house>` shows: its `listing-key` attribute, else the key at the end of the page's
 * path (`/2631-saddle-club-blvd-spicewood-tx-78669-9642648`), so a CMS page at a listing's own URL needs
 * no attribute at all. Null when neither names one.
 */
export function houseListingKey(attribute: number | undefined, pathname: string | undefined): number | null {
  if (attribute !== undefined) return attribute;
  return pathname === undefined ? null : listingKeyFromPath(pathname);
}

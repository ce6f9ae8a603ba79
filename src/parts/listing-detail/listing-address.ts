import type { ListingDetail } from '../../contract';
import { formatCityLine } from '../../lib/format/format-city-line';

/**
 * The full address line of the detail's header: '2631 Saddle Club Blvd, Spicewood, TX 78669'. The unit
 * is added as '#214' only when the street does not already end with it: '4024 Travis Dr Unit 214', as
 * many MLS feeds write it, stays as it is rather than reading 'Unit 214 #214'.
 */
export function listingFullAddress(listing: ListingDetail, missing: string): string {
  const unit = listing.UnitNumber?.trim() ?? '';
  const lastWord = listing.Address?.trim().split(/\s+/).at(-1)?.replace(/^#/, '') ?? '';
  const named = unit !== '' && lastWord.toLowerCase() === unit.toLowerCase();
  const street = [listing.Address, unit && !named ? `#${unit}` : null].filter(Boolean).join(' ');
  return [street || missing, formatCityLine(listing)].join(', ');
}

import type { Listing } from '../../contract';

/**
 * The listing fields the schedule-tour block reads. Both a list `Listing` and the detail modal's
 * `ListingDetail` have them, so either can be passed as it is.
 */
export type TourListing = Pick<
  Listing,
  | 'ListingKeyNumeric'
  | 'Address'
  | 'City'
  | 'StateOrProvince'
  | 'PostalCode'
  | 'CountyOrParish'
  | 'rtlist'
  | 'VirtualTourURLBranded'
  | 'VirtualTourURLUnbranded'
  | 'ListAgentMatrixDir'
  | 'images'
>;

/** 'Address, City, TX 78701' (a missing state shows 'TX', DESIGN rulings); parts that are missing are skipped. */
export function tourAddress(listing: TourListing): string {
  const statePostal = [listing.StateOrProvince ?? 'TX', listing.PostalCode].filter(Boolean).join(' ');
  return [listing.Address, listing.City, statePostal].filter(Boolean).join(', ');
}

/**
 * The virtual-tour link of SPEC §2: the branded address for the brokerage's own listings (rtlist = 1),
 * the unbranded one otherwise (MLS rules forbid our branding on other brokers' listings). Only http(s)
 * links are returned, so a feed value such as 'javascript:…' never becomes a link.
 */
export function virtualTourUrl(listing: TourListing): string | null {
  const url = listing.rtlist ? listing.VirtualTourURLBranded : listing.VirtualTourURLUnbranded;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

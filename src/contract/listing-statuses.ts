/**
 * The MLS statuses the listings filter offers (SPEC §4), in display order. Responses carry MlsStatus as
 * free text so a listing with a status new to the MLS still parses; requests use this closed list.
 */
export const LISTING_STATUSES = [
  'Active',
  'ActiveUnderContract',
  'ComingSoon',
  'Contingent',
  'Pending',
  'Closed',
] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

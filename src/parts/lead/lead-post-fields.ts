import type { LeadDraft } from '../../state/lead-draft-atom';
import type { TourListing } from '../tour/tour-listing';

/** Step one's fields as POST /api/clients/validate-form reads them (SPEC §3 Lead form). */
export function contactFields(draft: LeadDraft): Record<string, string> {
  return {
    PartyName: draft.fname,
    LastName: draft.lname,
    PartyEmail: draft.email,
    PartyPhone: draft.phone,
    question: draft.question,
    ListingKeyNumeric: draft.listingKey === null ? '' : String(draft.listingKey),
  };
}

/** The language sent: English, Spanish, or what the visitor typed for Other. */
function languageOf(draft: LeadDraft): string {
  return draft.language === 'Other' ? draft.otherLanguage.trim() : draft.language;
}

/**
 * Everything the final POST /api/clients sends: both steps, the chosen tour (date, type), where the
 * listing is (county, city, postal code) and the visitor's campaign `source` (SPEC §3). Prices are the
 * visitor's search range when the host page knows it; the tour block alone does not, so they are blank.
 */
export function leadFields(
  draft: LeadDraft,
  listing: TourListing,
  source: string | null,
  prices: { min: number | null; max: number | null } = { min: null, max: null },
): Record<string, string> {
  return {
    ...contactFields(draft),
    language: languageOf(draft),
    realtor: draft.realtor,
    houseToSell: draft.houseToSell,
    metro: draft.metro,
    date: draft.date || 'asap',
    type: draft.type,
    county: listing.CountyOrParish ?? '',
    city: listing.City ?? '',
    postalCode: listing.PostalCode ?? '',
    minPrice: prices.min === null ? '' : String(prices.min),
    maxPrice: prices.max === null ? '' : String(prices.max),
    source: source ?? '',
  };
}

/** Fields of step one: an error on one of them sends the visitor back to the contact modal. */
export const CONTACT_FIELDS = ['PartyName', 'LastName', 'PartyEmail', 'PartyPhone', 'question'] as const;

import type { LeadFormPath } from '../../api/post-lead-form';
import type { LeadDraft } from '../../state/lead-draft-atom';
import { honeypotFields } from '../../ui/honeypot-field';
import type { TourListing } from '../tour/tour-listing';

/** Step one's fields as POST /api/clients/validate-form reads them (SPEC §3 Lead form). */
function contactFields(draft: LeadDraft): Record<string, string> {
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
 * Everything the final POST /api/clients sends: both steps, the chosen tour (date, type, preferred
 * time, blank for any), where the
 * listing is (county, city, postal code) and the visitor's campaign `source` (SPEC §3). Prices are the
 * visitor's search range when the host page knows it; the tour block alone does not, so they are blank.
 */
function leadFields(
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
    time: draft.time,
    county: listing.CountyOrParish ?? '',
    city: listing.City ?? '',
    postalCode: listing.PostalCode ?? '',
    minPrice: prices.min === null ? '' : String(prices.min),
    maxPrice: prices.max === null ? '' : String(prices.max),
    source: source ?? '',
  };
}

/** The draft's fields by the names the server reads and its errors use, where they differ. */
export const LEAD_WIRE_NAMES = {
  fname: 'PartyName',
  lname: 'LastName',
  email: 'PartyEmail',
  phone: 'PartyPhone',
  otherLanguage: 'language',
} as const;

/** Fields of step one (the contact modal, which also asks the tour's time): an error on one of them sends the visitor back there. */
export const CONTACT_FIELDS = [
  'PartyName',
  'LastName',
  'PartyEmail',
  'PartyPhone',
  'question',
  'time',
] as const;

/** What the final post adds to the draft: where it is for, whose site, and the decoy field's value. */
export interface LeadContext {
  listing: TourListing;
  source: string | null;
  prices: { min: number | null; max: number | null };
  /** The agent whose site the visitor is on, or `null` on the brokerage's. */
  siteAgent: string | null;
  trap: string;
}

/** The post of the draft's step: step one is validated alone, the last step sends the whole lead. */
export function leadStepPost(draft: LeadDraft, context: LeadContext): [LeadFormPath, Record<string, string>] {
  if (draft.step === 'contact') return ['api/clients/validate-form', contactFields(draft)];
  return [
    'api/clients',
    {
      ...leadFields(draft, context.listing, context.source, context.prices),
      ...(context.siteAgent ? { MatrixDir: context.siteAgent } : {}),
      ...honeypotFields(context.trap),
    },
  ];
}

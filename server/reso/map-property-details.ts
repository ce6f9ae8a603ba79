import * as v from 'valibot';
import type { ListingDetails } from '../data/generator/listing-rows';
import { type FieldDrop, parseResoFields } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';

// A feature shown as sent: a flag, a count or a lookup list.
const shown = v.optional(v.nullable(v.union([v.number(), v.boolean(), f.list], 'Expected a value')), null);
const count = f.integer(0, 10_000);

// The detail modal's sections and the RESO fields each shows (src/lib/listing-detail/detail-sections.ts
// places each group). The fields visitors ask about most are here: pool, water, view, parking, pets and
// the lease terms. 'Listing Provided By' goes beside the listing office (IDX attribution).
const sections: Readonly<Record<string, Readonly<Record<string, v.GenericSchema>>>> = {
  'Property Facts': { BathroomsTotalInteger: count },
  'Pool, Waterfront and View': {
    PoolPrivateYN: f.yn,
    PoolFeatures: f.list,
    WaterfrontYN: f.yn,
    WaterfrontFeatures: f.list,
    ViewYN: f.yn,
    View: f.list,
  },
  Parking: { ParkingFeatures: f.list, ParkingTotal: count, CoveredSpaces: count },
  'Lot Features': { LotFeatures: shown, Fencing: shown, LotSizeDimensions: shown },
  Utilities: { Utilities: shown, WaterSource: shown, Sewer: shown },
  'Showing Information': { ShowingRequirements: shown, ShowingContactType: shown },
  'Green Energy': { GreenEnergyEfficient: shown, GreenEnergyGeneration: shown },
  'Exterior Features': {
    ExteriorFeatures: shown,
    ConstructionMaterials: shown,
    PatioAndPorchFeatures: shown,
  },
  'Interior Features': {
    InteriorFeatures: shown,
    Flooring: shown,
    Appliances: shown,
    LaundryFeatures: shown,
  },
  'Permitted Use': { CurrentUse: shown, PossibleUse: shown, Zoning: shown },
  'Lease Terms': {
    LeaseTerm: f.list,
    AvailabilityDate: f.date,
    Furnished: f.list,
    PetsAllowed: f.list,
    SecurityDeposit: shown,
    RentIncludes: shown,
  },
  Financial: { ListingTerms: shown, SpecialListingConditions: shown, TaxExemptions: shown },
  'Listing Provided By': { CoListAgentFullName: f.text, CoListOfficeName: f.text, ListOfficePhone: f.phone },
};

const recordSchema = v.record(v.string(), v.unknown());

/**
 * The extra RESO fields of the detail modal's sections, read from the raw record. These are shown and
 * never filtered on: a value of an unexpected shape is left out (and reported in `dropped`), never the
 * listing.
 */
export function mapPropertyDetails(raw: unknown, dropped: FieldDrop[] = []): ListingDetails {
  const parsed = v.safeParse(recordSchema, raw);
  if (!parsed.success) return {};
  const details: ListingDetails = {};
  for (const [section, fields] of Object.entries(sections)) {
    const values: ListingDetails[string] = {};
    for (const [field, value] of Object.entries(parseResoFields(fields, parsed.output, dropped))) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        values[field] = value;
      }
    }
    if (Object.keys(values).length > 0) details[section] = values;
  }
  return details;
}

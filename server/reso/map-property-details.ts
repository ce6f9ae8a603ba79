import * as v from 'valibot';
import type { ListingDetails } from '../data/generator/listing-rows';
import { resoFields as f } from './reso-fields';

// The detail modal's sections and the RESO fields each shows, as the generator fills them.
const sections: Readonly<Record<string, readonly string[]>> = {
  'Lot Features': ['LotFeatures', 'Fencing', 'LotSizeDimensions'],
  Utilities: ['Utilities', 'WaterSource', 'Sewer'],
  'Showing Information': ['ShowingRequirements', 'ShowingContactType'],
  'Green Energy': ['GreenEnergyEfficient', 'GreenEnergyGeneration'],
  'Exterior Features': ['ExteriorFeatures', 'ConstructionMaterials', 'PatioAndPorchFeatures'],
  'Interior Features': ['InteriorFeatures', 'Flooring', 'Appliances', 'LaundryFeatures'],
  'Permitted Use': ['CurrentUse', 'PossibleUse', 'Zoning'],
  Financial: [
    ...['ListingTerms', 'SpecialListingConditions', 'TaxExemptions'],
    ...['LeaseTerm', 'SecurityDeposit', 'RentIncludes'],
  ],
};

const valueSchema = v.union([v.number(), v.boolean(), f.list]);
const recordSchema = v.record(v.string(), v.unknown());

/**
 * The extra RESO fields of the detail modal's sections, read from the raw record. These are shown as
 * sent and never filtered on, so a value of an unexpected shape is left out rather than rejecting the
 * whole listing over it.
 */
export function mapPropertyDetails(raw: unknown): ListingDetails {
  const parsed = v.safeParse(recordSchema, raw);
  if (!parsed.success) return {};
  const details: ListingDetails = {};
  for (const [section, fields] of Object.entries(sections)) {
    const values: ListingDetails[string] = {};
    for (const field of fields) {
      const value = v.safeParse(valueSchema, parsed.output[field]);
      if (value.success && value.output !== null) values[field] = value.output;
    }
    if (Object.keys(values).length > 0) details[section] = values;
  }
  return details;
}

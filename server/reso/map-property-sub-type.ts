import { type PropertyType, subTypeWeights } from '../data/generator/property-types';

// Data Dictionary 2.0 sub-types that SPEC §3 does not list under every type, with the nearest ones each
// type may offer instead, best first: a cabin is a detached home, a stock co-op or own-your-own unit is
// held like a condominium, a ranch is a farm where a type has no ranches.
const nearest: Readonly<Record<string, readonly string[]>> = {
  Cabin: ['Detached', 'SingleFamilyResidence'],
  StockCooperative: ['Condominium'],
  OwnYourOwn: ['Condominium'],
  Timeshare: ['Condominium'],
  SingleFamilyResidence: ['SingleFamily', 'Detached'],
  ManufacturedHome: ['MobileHome', 'ManufacturedOnLand'],
  ManufacturedOnLand: ['ManufacturedHome', 'MobileHome'],
  MobileHome: ['ManufacturedHome', 'ManufacturedOnLand'],
  Townhouse: ['Attached'],
  Condominium: ['Attached'],
  Ranch: ['Farm'],
  Farm: ['Ranch', 'Agriculture'],
  Agriculture: ['Farm', 'Ranch'],
  Business: ['Commercial'],
  Office: ['Commercial'],
  Retail: ['Commercial'],
  Industrial: ['Commercial'],
  Warehouse: ['Industrial', 'Commercial'],
  HotelMotel: ['Commercial'],
  Apartment: ['MultiFamily'],
  Duplex: ['MultiFamily'],
  Triplex: ['MultiFamily'],
  Quadruplex: ['MultiFamily'],
  MultiFamily: ['Apartment'],
};

/**
 * The camel-case sub-type of SPEC §3 ('Single Family Residence' → 'SingleFamilyResidence',
 * 'Hotel/Motel' → 'HotelMotel'): the type's own, else the nearest it offers, else 'Other' (every type
 * has one), so the listing stays findable through the sub-type filter instead of hiding from it.
 * `implied` stands in when the feed sends none (a Business Opportunity is a Business).
 */
export function mapPropertySubType(
  type: PropertyType,
  subType: string | null,
  implied: string | null = null,
): string {
  const sent = subType ?? implied;
  if (sent === null) return 'Other';
  const camel = sent
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  const offered = new Map(subTypeWeights[type].map(([name]) => [name.toLowerCase(), name]));
  const own = Object.keys(nearest).find((name) => name.toLowerCase() === camel.toLowerCase()) ?? camel;
  for (const candidate of [own, ...(nearest[own] ?? [])]) {
    const found = offered.get(candidate.toLowerCase());
    if (found !== undefined) return found;
  }
  return 'Other';
}

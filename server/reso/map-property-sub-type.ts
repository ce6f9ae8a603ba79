import { type PropertyType, subTypeWeights } from '../data/generator/property-types';

/**
 * The camel-case sub-type of SPEC §3 ('Single Family Residence' → 'SingleFamilyResidence',
 * 'Hotel/Motel' → 'HotelMotel'). A sub-type the type's filter list does not offer becomes 'Other' (every
 * type has one), so the listing stays findable through the sub-type filter instead of hiding from it.
 */
export function mapPropertySubType(type: PropertyType, subType: string | null): string {
  if (subType === null) return 'Other';
  const camel = subType
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  const known = subTypeWeights[type].find(([name]) => name.toLowerCase() === camel.toLowerCase());
  return known?.[0] ?? 'Other';
}

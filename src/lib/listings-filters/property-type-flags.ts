import type { PropertyType } from '../../contract';
import { SUB_TYPE_FLAG_SUFFIX } from '../../contract';

/**
 * The URL flag of each property type (SPEC §2): the type name with a lower-case first letter,
 * `residentialLease=true`, `commercialSale=true`, `farm=true`. Lower case keeps them apart from the
 * bare commercial-sale sub-type flags and from Land's 'Residential' and 'Farm' sub-types.
 */
export const PROPERTY_TYPE_FLAGS: Readonly<Record<PropertyType, string>> = {
  Residential: 'residential',
  ResidentialLease: 'residentialLease',
  ResidentialIncome: 'residentialIncome',
  CommercialSale: 'commercialSale',
  CommercialLease: 'commercialLease',
  Farm: 'farm',
  Land: 'land',
};

/**
 * The URL flag of a sub-type under its property type (SPEC §2): name plus the type's suffix
 * ('SingleFamilyResidenceResSub', 'OfficeCLease'), or the bare name for commercial sale ('Warehouse').
 */
export function subTypeFlag(propertyType: PropertyType, subType: string): string {
  return `${subType}${SUB_TYPE_FLAG_SUFFIX[propertyType]}`;
}

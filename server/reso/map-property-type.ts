import { type PropertyType, propertyTypes } from '../data/generator/property-types';

/** One of our types (SPEC §3) and the sub-type a Data Dictionary type implies when none is sent. */
export interface MappedPropertyType {
  type: PropertyType;
  impliedSubType: string | null;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

// DD 2.0's PropertyType lookup has nine values; seven are ours under the same name. A business for sale
// is a commercial sale, and a home in a manufactured-home park a residential one (its lot is not sold).
// 'Farm and Ranch' is how some MLSs spell Farm.
const byName = new Map<string, MappedPropertyType>([
  ...propertyTypes.map((type) => [squash(type), { type, impliedSubType: null }] as const),
  ['businessopportunity', { type: 'CommercialSale', impliedSubType: 'Business' }],
  ['manufacturedinpark', { type: 'Residential', impliedSubType: 'ManufacturedHome' }],
  ['farmandranch', { type: 'Farm', impliedSubType: null }],
  ['farmranch', { type: 'Farm', impliedSubType: null }],
]);

/** The feed's PropertyType as one of ours, however spelt; null for one we cannot serve. */
export function mapPropertyType(text: string): MappedPropertyType | null {
  return byName.get(squash(text)) ?? null;
}

/** The spellings `mapPropertyType` knows, for the report of a record it cannot place. */
export const knownPropertyTypes = [...propertyTypes, 'Business Opportunity', 'Manufactured In Park'];

import { PROPERTY_TYPES, type PropertyType, SUB_TYPES_BY_PROPERTY_TYPE } from '../../../src/contract';

export type { PropertyType };

/** The property types of SPEC §3, in RESO spelling: the contract's own list. */
export const propertyTypes = PROPERTY_TYPES;

/**
 * Every sub-type of SPEC §3 (the contract's lists) with its relative weight within the type: the common
 * ones dominate, and every other one keeps a small weight so that a large data set shows them all.
 */
export const subTypeWeights: Record<PropertyType, readonly (readonly [string, number])[]> = {
  Residential: weigh('Residential', {
    SingleFamilyResidence: 70,
    Condominium: 10,
    Townhouse: 6,
    ManufacturedHome: 2,
    Detached: 2,
  }),
  ResidentialLease: weigh('ResidentialLease', {
    SingleFamilyResidence: 45,
    Apartment: 20,
    Condominium: 12,
    Townhouse: 8,
    Duplex: 5,
  }),
  ResidentialIncome: weigh('ResidentialIncome', {
    Duplex: 40,
    Quadruplex: 15,
    Triplex: 12,
    MultiFamily: 12,
    Apartment: 8,
  }),
  CommercialSale: weigh('CommercialSale', {
    Retail: 18,
    Office: 16,
    Industrial: 10,
    Commercial: 10,
    Warehouse: 8,
  }),
  CommercialLease: weigh('CommercialLease', {
    Office: 25,
    Retail: 25,
    Warehouse: 12,
    Industrial: 10,
    Commercial: 8,
  }),
  Farm: weigh('Farm', { Ranch: 30, Farm: 25, SingleFamilyResidence: 15, UnimprovedLand: 10 }),
  Land: weigh('Land', {
    Residential: 35,
    UnimprovedLand: 25,
    Commercial: 8,
    Agriculture: 6,
    ImprovedLand: 6,
  }),
};

/** Share of each type among generated listings (Residential dominant, leases next, the rest spread). */
export const propertyTypeWeights: readonly (readonly [PropertyType, number])[] = [
  ['Residential', 70],
  ['ResidentialLease', 12],
  ['ResidentialIncome', 4],
  ['CommercialSale', 4],
  ['CommercialLease', 3],
  ['Farm', 3],
  ['Land', 4],
];

/** Every (type, sub-type) pair, in a fixed order, so the first listings can cover them all. */
export const allTypePairs: readonly (readonly [PropertyType, string])[] = propertyTypes.flatMap((type) =>
  subTypeWeights[type].map(([subType]) => [type, subType] as const),
);

function weigh(type: PropertyType, favoured: Readonly<Record<string, number>>): [string, number][] {
  return SUB_TYPES_BY_PROPERTY_TYPE[type].map((name) => [name, favoured[name] ?? 1]);
}

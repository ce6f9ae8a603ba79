/** The property types of SPEC §3, in RESO spelling. */
export const propertyTypes = [
  'Residential',
  'ResidentialLease',
  'ResidentialIncome',
  'CommercialSale',
  'CommercialLease',
  'Farm',
  'Land',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

const commercialSale = [
  ...['Agriculture', 'Apartment', 'Business', 'Commercial', 'HotelMotel', 'ImprovedLand', 'Industrial'],
  ...['MixedUse', 'MobileHome', 'MultiFamily', 'Office', 'Other', 'Ranch', 'Retail', 'SingleFamilyResidence'],
  ...['SitePlanned', 'SpecialPurpose', 'UnimprovedLand', 'Warehouse'],
];

/**
 * Every sub-type of SPEC §3 with its relative weight within the type: the common ones dominate, and every
 * other one keeps a small weight so that a large data set shows them all.
 */
export const subTypeWeights: Record<PropertyType, readonly (readonly [string, number])[]> = {
  Residential: weigh(
    [
      ...['SingleFamilyResidence', 'ManufacturedOnLand', 'MixedUse', 'SingleFamily', 'Detached', 'Other'],
      ...[
        'MultiFamily',
        'ModularHome',
        'Quadruplex',
        'MobileHome',
        'Triplex',
        'UnimprovedLand',
        'Condominium',
      ],
      ...['Duplex', 'Apartment', 'ManufacturedHome', 'Farm', 'Townhouse', 'Attached'],
    ],
    { SingleFamilyResidence: 70, Condominium: 10, Townhouse: 6, ManufacturedHome: 2, Detached: 2 },
  ),
  ResidentialLease: weigh(
    [
      ...['ManufacturedHome', 'Townhouse', 'Detached', 'Other', 'Retail', 'ManufacturedOnLand', 'Warehouse'],
      ...['MultiFamily', 'UnimprovedLand', 'Quadruplex', 'Triplex', 'MobileHome', 'SingleFamilyResidence'],
      ...['Office', 'Condominium', 'Duplex', 'Apartment', 'Industrial'],
    ],
    { SingleFamilyResidence: 45, Apartment: 20, Condominium: 12, Townhouse: 8, Duplex: 5 },
  ),
  ResidentialIncome: weigh(
    [
      'Apartment',
      'Condominium',
      'Duplex',
      'MobileHome',
      'MultiFamily',
      'Other',
      'Quadruplex',
      'Townhouse',
      'Triplex',
    ],
    { Duplex: 40, Quadruplex: 15, Triplex: 12, MultiFamily: 12, Apartment: 8 },
  ),
  CommercialSale: weigh(commercialSale, {
    Retail: 18,
    Office: 16,
    Industrial: 10,
    Commercial: 10,
    Warehouse: 8,
  }),
  CommercialLease: weigh(
    [...commercialSale.filter((name) => name !== 'ImprovedLand'), 'Condominium', 'Duplex', 'Triplex'],
    { Office: 25, Retail: 25, Warehouse: 12, Industrial: 10, Commercial: 8 },
  ),
  Farm: weigh(
    [
      ...[
        'Detached',
        'Farm',
        'ManufacturedHome',
        'MixedUse',
        'MobileHome',
        'MultipleParcels',
        'Other',
        'Ranch',
      ],
      ...['SingleFamilyResidence', 'UnimprovedLand'],
    ],
    { Ranch: 30, Farm: 25, SingleFamilyResidence: 15, UnimprovedLand: 10 },
  ),
  Land: weigh(
    [
      ...[
        'Industrial',
        'Business',
        'Commercial',
        'Detached',
        'MultipleParcels',
        'Other',
        'Agriculture',
        'Cabin',
      ],
      ...['UnimprovedLand', 'Residential', 'Farm', 'ManufacturedHome', 'ImprovedLand'],
    ],
    { Residential: 35, UnimprovedLand: 25, Commercial: 8, Agriculture: 6, ImprovedLand: 6 },
  ),
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

function weigh(names: readonly string[], favoured: Readonly<Record<string, number>>): [string, number][] {
  return names.map((name) => [name, favoured[name] ?? 1]);
}

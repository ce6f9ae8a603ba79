/**
 * The property types of SPEC §3, in display order ('Farm' is labelled 'Farm & Ranch'). Responses carry
 * PropertyType as free text; requests (listings query, price min-max) use this closed list.
 */
export const PROPERTY_TYPES = [
  'Residential',
  'ResidentialLease',
  'ResidentialIncome',
  'CommercialSale',
  'CommercialLease',
  'Farm',
  'Land',
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Whether a listing of this PropertyType is for rent: its price is a month's rent, its Active "For Rent". */
export function isLeaseType(propertyType: string | null | undefined): boolean {
  return propertyType === 'ResidentialLease' || propertyType === 'CommercialLease';
}

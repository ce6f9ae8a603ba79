import type { PropertyType } from '../../contract';

/**
 * Whether the Beds and Bath filters mean anything for a property type. Commercial listings (offices,
 * warehouses, retail) carry no bedroom or bathroom counts, so a beds minimum left over from a house search
 * would quietly empty the list: for them the filters are hidden and their values dropped (issue 22).
 */
export function roomFiltersApply(propertyType: PropertyType): boolean {
  return propertyType !== 'CommercialSale' && propertyType !== 'CommercialLease';
}

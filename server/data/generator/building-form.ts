import type { PropertyType } from './property-types';

/**
 * What is physically for sale or lease, which drives sizes, prices, rooms, photos and wording:
 * a detached house, an attached unit (condo, townhouse, apartment), a manufactured home, a small
 * multi-unit building, a commercial building, bare land, or acreage (farm or ranch, maybe with a house).
 */
export type BuildingForm =
  | 'house'
  | 'attached'
  | 'manufactured'
  | 'multi'
  | 'commercial'
  | 'land'
  | 'acreage';

const landSubTypes = new Set(['UnimprovedLand', 'ImprovedLand', 'SitePlanned', 'MultipleParcels']);
const acreageSubTypes = new Set(['Farm', 'Ranch', 'Agriculture']);
const attachedSubTypes = new Set(['Condominium', 'Townhouse', 'Apartment', 'Attached']);
const manufacturedSubTypes = new Set(['ManufacturedHome', 'MobileHome', 'ManufacturedOnLand']);
const multiSubTypes = new Set(['Duplex', 'Triplex', 'Quadruplex', 'MultiFamily']);
const commercialUses = new Set(['Retail', 'Warehouse', 'Office', 'Industrial', 'Business', 'Commercial']);

export function buildingForm(type: PropertyType, subType: string): BuildingForm {
  if (type === 'Land' || landSubTypes.has(subType)) return 'land';
  if (type === 'Farm' || acreageSubTypes.has(subType)) return 'acreage';
  if (type === 'CommercialSale' || type === 'CommercialLease' || commercialUses.has(subType))
    return 'commercial';
  if (type === 'ResidentialIncome' && subType === 'Apartment') return 'multi';
  if (multiSubTypes.has(subType)) return 'multi';
  if (attachedSubTypes.has(subType)) return 'attached';
  if (manufacturedSubTypes.has(subType)) return 'manufactured';
  return 'house';
}

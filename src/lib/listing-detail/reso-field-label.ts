import { splitCamelCase } from '../format/split-camel-case';
import type { Lang } from '../i18n/lang';

/**
 * Spanish names of the RESO Data Dictionary fields MLS feeds send among a listing's further details
 * (the `details` groups). The field names are RESO's own, so one table serves every MLS.
 */
const SPANISH: Readonly<Record<string, string>> = {
  LotFeatures: 'Características del terreno',
  Fencing: 'Cercado',
  LotSizeDimensions: 'Dimensiones del terreno',
  Utilities: 'Servicios públicos',
  WaterSource: 'Fuente de agua',
  Sewer: 'Alcantarillado',
  ShowingRequirements: 'Requisitos para visitas',
  ShowingContactType: 'Contacto para visitas',
  ShowingInstructions: 'Instrucciones para visitas',
  GreenEnergyEfficient: 'Eficiencia energética',
  GreenEnergyGeneration: 'Generación de energía',
  GreenBuildingVerificationType: 'Certificación ecológica',
  ExteriorFeatures: 'Características exteriores',
  ConstructionMaterials: 'Materiales de construcción',
  PatioAndPorchFeatures: 'Patio y porche',
  InteriorFeatures: 'Características interiores',
  Flooring: 'Pisos',
  Appliances: 'Electrodomésticos',
  LaundryFeatures: 'Lavandería',
  CurrentUse: 'Uso actual',
  PossibleUse: 'Usos posibles',
  Zoning: 'Zonificación',
  LeaseTerm: 'Plazo del arrendamiento',
  SecurityDeposit: 'Depósito de garantía',
  RentIncludes: 'La renta incluye',
  ListingTerms: 'Condiciones de venta',
  SpecialListingConditions: 'Condiciones especiales',
  TaxExemptions: 'Exenciones fiscales',
  PoolFeatures: 'Piscina',
  SpaFeatures: 'Spa',
  View: 'Vista',
  WaterfrontFeatures: 'Frente al agua',
  Roof: 'Techo',
  Foundation: 'Cimientos',
  Heating: 'Calefacción',
  Cooling: 'Aire acondicionado',
  ParkingFeatures: 'Estacionamiento',
  CommunityFeatures: 'Características de la comunidad',
  SecurityFeatures: 'Seguridad',
  WindowFeatures: 'Ventanas',
  Electric: 'Electricidad',
  Basement: 'Sótano',
  PoolPrivateYN: 'Piscina privada',
  WaterfrontYN: 'Frente al agua',
  ViewYN: 'Con vista',
  ParkingTotal: 'Plazas de estacionamiento',
  CoveredSpaces: 'Plazas cubiertas',
  PetsAllowed: 'Mascotas permitidas',
  AvailabilityDate: 'Disponible desde',
  Furnished: 'Amueblado',
  BathroomsTotalInteger: 'Baños en total',
};

// English names where the split field name reads badly ('Pool Private YN').
const ENGLISH: Readonly<Record<string, string>> = {
  PoolPrivateYN: 'Private Pool',
  WaterfrontYN: 'Waterfront',
  ViewYN: 'Has a View',
  ParkingTotal: 'Parking Spaces',
  AvailabilityDate: 'Available From',
  BathroomsTotalInteger: 'Bathrooms Total',
};

/**
 * A detail row's label for a RESO field name: in English the name split into words ('LotFeatures' →
 * 'Lot Features'), in Spanish its Spanish name, or the split name for a field this table lacks (a
 * local MLS field), which is better than no label.
 */
export function resoFieldLabel(field: string, lang: Lang): string {
  return (lang === 'es' ? SPANISH[field] : ENGLISH[field]) || splitCamelCase(field);
}

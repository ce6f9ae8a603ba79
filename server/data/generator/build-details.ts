import type { Rng } from './create-rng';
import type { Structure } from './describe-structure';
import type { ListingDetails } from './listing-rows';

const lotFeatures = [
  'Back Yard, Trees-Large (Over 40 Ft)',
  'Cul-De-Sac, Sprinkler - Automatic',
  'Corner Lot, Level',
  'Greenbelt, Views',
  'Sloped, Wooded',
  'Pasture, Native Grasses',
];
const fencing = ['Privacy, Wood', 'Wrought Iron', 'Barbed Wire', 'Chain Link', 'None'];
const interior = [
  'Breakfast Bar, Ceiling Fan(s), Open Floorplan, Walk-In Closet(s)',
  'High Ceilings, Kitchen Island, Pantry, Primary Bedroom on Main',
  'Built-in Features, Crown Molding, Double Vanity, Quartz Counters',
  'Vaulted Ceiling(s), Recessed Lighting, Smart Home, Wet Bar',
];
const exterior = ['Covered Patio, Gutters Full', 'Deck, Outdoor Kitchen', 'Pool, Porch', 'Balcony, Lighting'];
const flooring = ['Carpet, Tile', 'Vinyl', 'Wood', 'Concrete, Tile', 'Laminate, Tile'];
const showing = [
  'Appointment Only, Lockbox',
  'Showing Service',
  'Call First, Go Direct',
  'Occupied, 24-Hour Notice',
];
const permitted = [
  'Commercial, Retail',
  'Office, Medical',
  'Industrial, Warehouse',
  'Agricultural, Residential',
];
const financing = [
  'Cash, Conventional, FHA, VA Loan',
  'Cash, Conventional',
  'Cash, Conventional, Seller Financing',
];

/**
 * A few further RESO fields per detail-modal section. Only sections that make sense for the form are
 * present: no interior on bare land, 'Permitted Use' only where zoning matters (commercial and land).
 */
export function buildDetails(rng: Rng, structure: Structure, lease: boolean): ListingDetails {
  const details: ListingDetails = {
    'Lot Features': {
      LotFeatures: rng.pick(lotFeatures),
      Fencing: rng.pick(fencing),
      ...(structure.lotSqft !== null && { LotSizeDimensions: `${rng.int(50, 140)} x ${rng.int(100, 220)}` }),
    },
    Utilities: {
      Utilities: rng.pick([
        'Electricity Connected, Sewer Connected, Water Connected',
        'Electricity Available, Propane',
      ]),
      WaterSource: rng.pick(['Public', 'Well', 'MUD']),
      Sewer: rng.pick(['Public Sewer', 'Septic Tank', 'Aerobic Septic']),
    },
    'Showing Information': {
      ShowingRequirements: rng.pick(showing),
      ShowingContactType: rng.pick(['Agent', 'Owner', 'Showing Service']),
    },
  };
  if (structure.building) {
    details['Green Energy'] = {
      GreenEnergyEfficient: rng.pick([
        'Appliances, Windows',
        'HVAC, Insulation',
        'Thermostat, Lighting',
        'None',
      ]),
      GreenEnergyGeneration: rng.chance(0.15) ? 'Solar' : 'None',
    };
    details['Exterior Features'] = {
      ExteriorFeatures: rng.pick(exterior),
      ConstructionMaterials: rng.pick([
        'Brick, HardiPlank Type',
        'Stone, Stucco',
        'Masonry – All Sides',
        'Wood Siding',
      ]),
      PatioAndPorchFeatures: rng.pick(['Covered, Patio', 'Front Porch', 'Deck', 'None']),
    };
  }
  if (structure.dwelling) {
    details['Interior Features'] = {
      InteriorFeatures: rng.pick(interior),
      Flooring: rng.pick(flooring),
      Appliances: rng.pick([
        'Dishwasher, Disposal, Microwave, Gas Range',
        'Built-In Oven, Cooktop, Refrigerator',
      ]),
      LaundryFeatures: rng.pick(['Laundry Room, Main Level', 'Inside, Upper Level', 'In Garage']),
    };
  }
  if (structure.form === 'commercial' || structure.form === 'land' || structure.form === 'acreage') {
    details['Permitted Use'] = {
      CurrentUse: rng.pick(permitted),
      PossibleUse: rng.pick(permitted),
      Zoning: rng.pick(['CS', 'GR', 'LI', 'SF-2', 'AG', 'None']),
    };
  }
  details.Financial = lease
    ? {
        LeaseTerm: rng.pick(['12 Months', '6 Months', 'Negotiable']),
        SecurityDeposit: rng.pick(['One Month', 'Negotiable']),
        RentIncludes: rng.pick(['None', 'Water, Trash', 'Lawn Care']),
      }
    : {
        ListingTerms: rng.pick(financing),
        SpecialListingConditions: rng.chance(0.05) ? 'Short Sale' : 'Standard',
        TaxExemptions: rng.pick(['Homestead', 'None', 'Agricultural']),
      };
  return details;
}

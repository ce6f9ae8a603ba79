import type { BuildingForm } from './building-form';
import type { Placement } from './create-placer';
import type { Rng } from './create-rng';
import type { Structure } from './describe-structure';
import type { PropertyType } from './property-types';

const metroPricePerSqft: Readonly<Record<string, number>> = {
  austin: 218,
  'dallas-fort-worth': 185,
  houston: 160,
  'san-antonio': 155,
  midland: 170,
  odessa: 150,
  'college-station-bryan': 165,
  'el-paso': 135,
  mcallen: 120,
  'brownsville-harlingen': 120,
  laredo: 125,
};
const formFactors: Partial<Record<BuildingForm, number>> = {
  manufactured: 0.5,
  multi: 0.88,
  attached: 1.1,
  acreage: 0.85,
};
// Weight of the premium for being close to a metro's core: central Austin roughly doubles prices.
const corePremium: Readonly<Record<string, number>> = {
  austin: 0.9,
  'dallas-fort-worth': 0.4,
  houston: 0.35,
};

/**
 * The asking price: whole dollars, monthly for leases. Calibrated to Texas markets: Austin metro
 * residential median around $550k, DFW, Houston and San Antonio lower, rural lower still; residential
 * leases $900–$10,000 a month, commercial leases up to $100,000 a month; land and farms by acreage.
 */
export function priceListing(
  rng: Rng,
  type: PropertyType,
  structure: Structure,
  place: Placement,
  currentYear: number,
): number {
  const ppsf = pricePerSqft(place);
  const noise = rng.logNormal(1, 0.15);
  const acres = (structure.lotSqft ?? 0) / 43_560;
  // Land is worth far more per acre near a city and far less per acre in big tracts.
  const land = ppsf ** 2 * 4 * Math.max(acres, 0.1) ** 0.5 * noise;
  const sqft = structure.sqft ?? 0;

  switch (type) {
    case 'ResidentialLease': {
      const rent = structure.building ? sqft * ppsf * 0.0064 * noise : 900 + acres * rng.int(10, 60);
      return roundTo(clamp(rent, 900, 10_000), 25);
    }
    case 'CommercialLease': {
      const rent = structure.building ? (sqft * ppsf * 0.12 * noise) / 12 : 400 + acres * rng.int(150, 900);
      return roundTo(clamp(rent, 500, 100_000), 50);
    }
    case 'CommercialSale':
      return salePrice(rng, structure.building ? sqft * ppsf * 1.15 * noise : land * 1.4);
    case 'Land':
      return salePrice(rng, land);
    default: {
      if (!structure.dwelling) return salePrice(rng, land);
      const age = structure.yearBuilt ?? 2000;
      const ageFactor = age >= currentYear - 1 ? 1.06 : age < 1950 ? 1.04 : 1;
      const house = sqft * ppsf * (formFactors[structure.form] ?? 1) * ageFactor * noise;
      // Only land beyond a normal suburban lot adds value of its own.
      const extraLand = acres > 0.5 ? land * (1 - 0.5 / acres) * 0.6 : 0;
      return salePrice(rng, house + extraLand);
    }
  }
}

function pricePerSqft(place: Placement): number {
  if (place.metro === null) {
    // Hill Country acreage near Austin and San Antonio sells well above the rest of rural Texas.
    return place.region.subdomain === 'capital' || place.region.subdomain === 'alamo' ? 165 : 118;
  }
  const base = metroPricePerSqft[place.metro.subdomain] ?? 140;
  const premium = corePremium[place.metro.subdomain] ?? 0.15;
  return base * (1 + premium * Math.exp(-place.coreDistanceKm / 9));
}

/** Asking prices end in round numbers, often …,900 below a threshold. */
function salePrice(rng: Rng, value: number): number {
  const price = clamp(value, 15_000, 25_000_000);
  if (price >= 2_000_000) return roundTo(price, 25_000);
  if (price >= 1_000_000) return roundTo(price, 5_000);
  const rounded = roundTo(price, price < 100_000 ? 500 : 1_000);
  return rng.chance(0.4) && rounded >= 100_000 ? rounded - 100 : rounded;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

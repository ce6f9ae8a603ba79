import type { BuildingForm } from './building-form';
import type { Placement } from './create-placer';
import type { Rng } from './create-rng';
import type { Structure } from './describe-structure';

interface RemarkFacts {
  structure: Structure;
  place: Placement;
  subdivision: string | null;
  lease: boolean;
}

const kindByForm: Partial<Record<BuildingForm, string>> = {
  attached: 'condo',
  manufactured: 'manufactured home',
  multi: 'income property',
};
const homeOpeners = [
  'Welcome home to this {beds}-bedroom, {baths}-bath {kind} in {where}.',
  'Light-filled {kind} with {beds} bedrooms and {sqft} square feet in sought-after {where}.',
  'Move-in ready {kind} tucked away on a quiet street in {where}.',
  'Beautifully updated {beds}-bed, {baths}-bath {kind} offering {sqft} square feet of living space.',
];
const homeFeatures = [
  'The open-concept kitchen features quartz counters, a gas range, stainless appliances and a large island that flows into the living room.',
  'Wide-plank floors, high ceilings and oversized windows fill the main living area with natural light.',
  'The primary suite offers a spa-like bath with a walk-in shower, double vanity and a generous walk-in closet.',
  'A dedicated home office and a flexible bonus room give everyone space to work and play.',
  'Recent updates include a new roof, fresh interior paint, energy-efficient windows and a new HVAC system.',
  'Outside, a covered patio overlooks a fenced backyard with mature live oaks, perfect for Texas evenings.',
  'Energy-efficient construction keeps utility bills low year-round.',
];
const landFeatures = [
  'The tract is gently rolling with a mix of open pasture and mature oak and cedar.',
  'Electricity is available at the road and a good water well serves the property.',
  'Ag exemption in place helps keep property taxes low.',
  'A seasonal creek and a stock tank make it ideal for livestock or wildlife.',
  'Build your dream home or weekend retreat with no city restrictions.',
];
const commercialFeatures = [
  'The building offers excellent visibility, ample parking and easy highway access.',
  'Flexible floor plan suits retail, office or medical use.',
  'Recent improvements include a new roof, updated electrical and ADA-compliant restrooms.',
  'Grade-level loading and high ceilings make the warehouse space highly functional.',
];
const closers = [
  'Minutes to shopping, dining and major employers.',
  'Zoned to highly rated schools.',
  'Schedule your private showing today!',
  'Seller is offering a closing-cost credit with an acceptable offer.',
  'Do not miss this one!',
];

/** Public remarks of several sentences from templates; many run past the 250 characters a card shows. */
export function writeRemarks(rng: Rng, facts: RemarkFacts): string {
  const { structure, place, subdivision, lease } = facts;
  const where = subdivision ?? place.city.name;
  const sentences: string[] = [];
  if (structure.dwelling) {
    const kind = kindByForm[structure.form] ?? 'home';
    const fill = (template: string) =>
      template
        .replace('{beds}', String(structure.beds ?? 0))
        .replace('{baths}', String(structure.bathsFull ?? 1))
        .replace('{sqft}', (structure.sqft ?? 0).toLocaleString('en-US'))
        .replace('{kind}', kind)
        .replace('{where}', where);
    sentences.push(fill(rng.pick(homeOpeners)));
    sentences.push(...pickSome(rng, homeFeatures, rng.int(1, 3)));
  } else if (structure.building) {
    sentences.push(
      `${(structure.sqft ?? 0).toLocaleString('en-US')} square-foot commercial building in ${where}.`,
    );
    sentences.push(...pickSome(rng, commercialFeatures, rng.int(1, 3)));
  } else {
    const acres = ((structure.lotSqft ?? 0) / 43_560).toFixed(2);
    sentences.push(`${acres} acres in ${place.county.name} County near ${place.city.name}.`);
    sentences.push(...pickSome(rng, landFeatures, rng.int(1, 3)));
  }
  if (lease) sentences.push('Available now; pets considered on a case-by-case basis.');
  sentences.push(...pickSome(rng, closers, rng.int(1, 2)));
  return sentences.join(' ');
}

function pickSome(rng: Rng, items: readonly string[], count: number): string[] {
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  }
  return chosen;
}

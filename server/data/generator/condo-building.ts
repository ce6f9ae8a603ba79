import type { Placement } from './create-placer';
import { createRng, mixSeed, type Rng } from './create-rng';
import { streetVocabulary } from './street-vocabulary';

/** A condo tower: its units share one coordinate and one street line, as a feed geocodes them. */
export interface CondoBuilding {
  readonly place: Placement;
  readonly streetNumber: string;
  readonly streetName: string;
}

/**
 * Consecutive listings that draw from the same few buildings. Unit numbers come from the listing's index
 * (twenty floors of 24 units), so a block's units never repeat one; the data grows by blocks, so a larger
 * data set has more buildings, not taller ones.
 */
const BLOCK = 480;
const BUILDINGS_PER_BLOCK = 2;
/** The share of condominiums that are units of a building rather than scattered. */
const IN_BUILDING = 0.5;
/** Buildings stand in town: this close to the core of a metro. */
const TOWN_KM = 12;
// Streams of their own, so choosing a building takes no draw from the listing's stream.
const MEMBER_SALT = 0x636f6e64;
const BUILDING_SALT = 0x746f7772;

/**
 * The building condominium `index` is a unit of, or null for a stand-alone home (other sub-types, and
 * half the condominiums). Deterministic in the seed and the index alone, like the rest of a listing.
 */
export function condoBuildingOf(
  seed: number,
  index: number,
  subType: string,
  place: (rng: Rng) => Placement,
): CondoBuilding | null {
  if (subType !== 'Condominium') return null;
  const member = createRng(mixSeed(seed, MEMBER_SALT, index));
  if (!member.chance(IN_BUILDING)) return null;
  const building = Math.floor(index / BLOCK) * BUILDINGS_PER_BLOCK + member.int(0, BUILDINGS_PER_BLOCK - 1);
  const rng = createRng(mixSeed(seed, BUILDING_SALT, building));
  let at = place(rng);
  for (let tries = 0; tries < 50 && (at.metro === null || at.coreDistanceKm > TOWN_KM); tries++)
    at = place(rng);
  return {
    place: at,
    streetNumber: String(rng.int(100, 3999)),
    streetName: `${rng.pick(streetVocabulary.names)} ${rng.weighted(streetVocabulary.suffixes)}`,
  };
}

/** The unit number of listing `index` in its building: '1204' is floor 12, unit 4. */
export function condoUnit(index: number): string {
  const withinBlock = index % BLOCK;
  return String((1 + (withinBlock % 20)) * 100 + 1 + Math.floor(withinBlock / 20));
}

import { type BuildingForm, buildingForm } from './building-form';
import type { Placement } from './create-placer';
import type { Rng } from './create-rng';
import { marketVocabulary } from './market-vocabulary';
import type { PropertyType } from './property-types';

/** The physical facts of a listing; null where they do not apply (no bedrooms on bare land). */
export interface Structure {
  form: BuildingForm;
  /** A dwelling with bedrooms. */
  dwelling: boolean;
  /** Any building at all (a dwelling or a commercial building). */
  building: boolean;
  beds: number | null;
  bathsFull: number | null;
  bathsHalf: number | null;
  sqft: number | null;
  lotSqft: number | null;
  stories: number | null;
  garageSpaces: number | null;
  yearBuilt: number | null;
  fireplaces: number | null;
  mainLevelBeds: number | null;
  accessibility: string | null;
}

const unitsBySubType: Readonly<Record<string, readonly [number, number]>> = {
  Duplex: [2, 2],
  Triplex: [3, 3],
  Quadruplex: [4, 4],
  MultiFamily: [5, 16],
  Apartment: [8, 40],
};

const medianSqftByForm: Partial<Record<BuildingForm, number>> = { attached: 1_150, manufactured: 1_450 };

/** Sizes, rooms and age plausible for the form and for where the listing is (rural lots are bigger). */
export function describeStructure(
  rng: Rng,
  type: PropertyType,
  subType: string,
  place: Placement,
  currentYear: number,
): Structure {
  const form = buildingForm(type, subType);
  const rural = place.metro === null;
  const acres = (median: number, spread: number, min: number, max: number) =>
    Math.round(clamp(rng.logNormal(median, spread), min, max) * 43_560);
  const none = {
    beds: null,
    bathsFull: null,
    bathsHalf: null,
    sqft: null,
    stories: null,
    garageSpaces: null,
  };
  const bare = { ...none, yearBuilt: null, fireplaces: null, mainLevelBeds: null, accessibility: null };

  if (form === 'land') {
    const small = subType === 'Residential' || subType === 'Detached' || subType === 'Cabin';
    const lotSqft = small && !rural ? acres(0.4, 0.8, 0.1, 10) : acres(rural ? 25 : 4, 1.2, 0.25, 2_000);
    return { form, dwelling: false, building: false, ...bare, garageSpaces: 0, lotSqft };
  }
  if (form === 'commercial') {
    const sqft = Math.round(clamp(rng.logNormal(5_500, 0.9), 600, 150_000));
    return {
      form,
      dwelling: false,
      building: true,
      ...bare,
      sqft,
      bathsFull: clamp(Math.ceil(sqft / 5_000), 1, 12),
      bathsHalf: 0,
      stories: sqft > 20_000 ? rng.pick([1, 2, 3, 4]) : rng.choose([1, 2, 3], [70, 25, 5]),
      garageSpaces: 0,
      lotSqft: Math.max(sqft, acres(1.2, 0.9, 0.15, 60)),
      yearBuilt: rng.int(1950, currentYear),
    };
  }

  const dwelling = form !== 'acreage' || (subType !== 'UnimprovedLand' && rng.chance(0.75));
  const lotSqft =
    form === 'acreage'
      ? acres(70, 1.1, 10, 6_000)
      : form === 'attached'
        ? subType === 'Townhouse'
          ? rng.int(1_400, 4_500)
          : null
        : rural
          ? acres(1.5, 1, 0.2, 40)
          : Math.round(clamp(rng.logNormal(7_800, 0.35), 2_800, 43_560));
  if (!dwelling) return { form, dwelling, building: false, ...bare, garageSpaces: 0, lotSqft };

  const units = unitsBySubType[subType];
  const unitCount = form === 'multi' && units !== undefined ? rng.int(units[0], units[1]) : 1;
  const medianSqft = form === 'multi' ? 950 * unitCount : (medianSqftByForm[form] ?? 2_100);
  const sqft = Math.round(clamp(rng.logNormal(medianSqft, 0.33), form === 'attached' ? 420 : 700, 12_000));
  const studio = form === 'attached' && sqft < 650 && rng.chance(0.5);
  const beds = studio
    ? 0
    : clamp(Math.round(sqft / (form === 'multi' ? 650 : 720) + rng.float(0, 1.2)), 1, 7);
  const stories =
    form === 'manufactured'
      ? 1
      : form === 'attached' && subType !== 'Townhouse'
        ? rng.choose([1, 2, 4], [80, 15, 5])
        : rng.choose([1, 1.5, 2, 3], sqft > 2_800 ? [25, 8, 57, 10] : [62, 8, 28, 2]);
  const yearBuilt = yearFor(rng, form, currentYear);
  return {
    form,
    dwelling,
    building: true,
    beds,
    bathsFull: clamp(Math.round(Math.max(beds, 1) * 0.55 + sqft / 3_200 + rng.float(-0.3, 0.5)), 1, 6),
    bathsHalf: rng.choose([0, 1, 2], [55, 40, 5]),
    sqft,
    lotSqft,
    stories,
    garageSpaces:
      form === 'manufactured' || form === 'multi'
        ? rng.choose([0, 1, 2], [70, 15, 15])
        : form === 'attached'
          ? rng.choose([0, 1, 2], [40, 35, 25])
          : rng.choose([0, 1, 2, 3, 4], [7, 10, 62, 17, 4]),
    yearBuilt,
    fireplaces: form === 'manufactured' ? 0 : rng.choose([0, 1, 2, 3], [52, 40, 6, 2]),
    // Primary bedroom on the main level: always on one level, sometimes otherwise.
    mainLevelBeds: stories === 1 ? beds : rng.chance(0.4) ? Math.min(beds, rng.int(1, 2)) : 0,
    accessibility: rng.chance(0.07) ? rng.pick(marketVocabulary.accessibility) : null,
  };
}

function yearFor(rng: Rng, form: BuildingForm, currentYear: number): number {
  const manufactured = form === 'manufactured';
  const era = rng.choose(
    ['new', 'recent', 'mid', 'old'],
    [manufactured ? 8 : 12, 35, 35, manufactured ? 0 : 18],
  );
  if (era === 'new') return rng.int(currentYear - 1, currentYear);
  if (era === 'recent') return rng.int(2000, currentYear - 2);
  if (era === 'mid') return rng.int(manufactured ? 1975 : 1960, 1999);
  return rng.int(1900, 1959);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

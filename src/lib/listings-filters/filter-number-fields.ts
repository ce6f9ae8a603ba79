import * as v from 'valibot';
import {
  BATH_MAX,
  BEDS_MAX,
  GARAGE_MAX,
  LEVELS_MAX,
  LOT_SIZE_MAX_SQFT,
  SQFT_MAX,
  YEAR_BUILT_MIN,
} from '../constants';

/** The numeric fields of the filter state; each is also its URL parameter's name (SPEC §2). */
export type FilterNumberKey =
  | 'page'
  | 'minPrice'
  | 'maxPrice'
  | 'minBedsCount'
  | 'maxBedsCount'
  | 'bath'
  | 'squareMin'
  | 'squareMax'
  | 'lotSizeMin'
  | 'lotSizeMax'
  | 'levelsMin'
  | 'levelsMax'
  | 'garageMin'
  | 'garageMax'
  | 'yearBuildMin'
  | 'yearBuildMax';

/** Inclusive bounds of one numeric field; `max` may depend on the year (year built). */
export interface FilterNumberBounds {
  readonly min: number;
  readonly max: (currentYear: number) => number;
  /** Whole numbers only; levels are the one field with halves (1.5). */
  readonly integer: boolean;
}

const upTo = (max: number) => () => max;
const PRICE_TOP = 100_000_000;

/**
 * SPEC §9 bounds of every numeric filter. A value outside them is not clamped but dropped (the field
 * falls back to its default), like any other malformed value (SPEC §8). The price ceiling of the
 * property type is a separate, narrower rule applied by `normalizeFilterState`. Beds top out at 7
 * ('7+'), bath at 5 ('5+'): the contract's bounds.
 */
export const FILTER_NUMBER_FIELDS: Readonly<Record<FilterNumberKey, FilterNumberBounds>> = {
  page: { min: 1, max: upTo(Number.MAX_SAFE_INTEGER), integer: true },
  minPrice: { min: 0, max: upTo(PRICE_TOP), integer: true },
  maxPrice: { min: 0, max: upTo(PRICE_TOP), integer: true },
  minBedsCount: { min: 0, max: upTo(BEDS_MAX), integer: true },
  maxBedsCount: { min: 0, max: upTo(BEDS_MAX), integer: true },
  bath: { min: 0, max: upTo(BATH_MAX), integer: true },
  squareMin: { min: 0, max: upTo(SQFT_MAX), integer: true },
  squareMax: { min: 0, max: upTo(SQFT_MAX), integer: true },
  lotSizeMin: { min: 0, max: upTo(LOT_SIZE_MAX_SQFT), integer: true },
  lotSizeMax: { min: 0, max: upTo(LOT_SIZE_MAX_SQFT), integer: true },
  levelsMin: { min: 0, max: upTo(LEVELS_MAX), integer: false },
  levelsMax: { min: 0, max: upTo(LEVELS_MAX), integer: false },
  garageMin: { min: 0, max: upTo(GARAGE_MAX), integer: true },
  garageMax: { min: 0, max: upTo(GARAGE_MAX), integer: true },
  yearBuildMin: { min: YEAR_BUILT_MIN, max: (year) => year, integer: true },
  yearBuildMax: { min: YEAR_BUILT_MIN, max: (year) => year, integer: true },
};

/** The min/max pairs; a min above its max swaps with it (SPEC §4, §5). */
export const FILTER_RANGE_PAIRS = [
  ['minPrice', 'maxPrice'],
  ['minBedsCount', 'maxBedsCount'],
  ['squareMin', 'squareMax'],
  ['lotSizeMin', 'lotSizeMax'],
  ['levelsMin', 'levelsMax'],
  ['garageMin', 'garageMax'],
  ['yearBuildMin', 'yearBuildMax'],
] as const satisfies readonly (readonly [FilterNumberKey, FilterNumberKey])[];

/**
 * Builds the record of every numeric field from one function, so callers keep the exact type without
 * a cast.
 */
export function mapFilterNumbers(value: (key: FilterNumberKey) => number): Record<FilterNumberKey, number> {
  return {
    page: value('page'),
    minPrice: value('minPrice'),
    maxPrice: value('maxPrice'),
    minBedsCount: value('minBedsCount'),
    maxBedsCount: value('maxBedsCount'),
    bath: value('bath'),
    squareMin: value('squareMin'),
    squareMax: value('squareMax'),
    lotSizeMin: value('lotSizeMin'),
    lotSizeMax: value('lotSizeMax'),
    levelsMin: value('levelsMin'),
    levelsMax: value('levelsMax'),
    garageMin: value('garageMin'),
    garageMax: value('garageMax'),
    yearBuildMin: value('yearBuildMin'),
    yearBuildMax: value('yearBuildMax'),
  };
}

/** A number within a field's bounds (for values already in a state). */
export function filterNumberSchema(key: FilterNumberKey, currentYear: number) {
  const { min, max, integer } = FILTER_NUMBER_FIELDS[key];
  return v.pipe(
    v.number(),
    v.finite(),
    v.check((value) => !integer || Number.isInteger(value)),
    v.minValue(min),
    v.maxValue(max(currentYear)),
    // -0 would print as '0' but compare unequal in tests and Object.is: keep one zero.
    v.transform((value) => value + 0),
  );
}

// Plain decimal text, optionally with an exponent: the shape `String(number)` produces for the values
// allowed here, so everything this module writes it also reads. No signs, spaces, commas or hex.
const NUMBER_TEXT = /^(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A URL parameter holding a number within a field's bounds. */
export function filterNumberParam(key: FilterNumberKey, currentYear: number) {
  return v.pipe(v.string(), v.regex(NUMBER_TEXT), v.transform(Number), filterNumberSchema(key, currentYear));
}

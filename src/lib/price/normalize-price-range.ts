import { PRICE_MAX } from '../constants';
import { parsePriceText } from './parse-price-text';

/** A price range in whole dollars, min ≤ max. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

function clamp(value: number, ceiling: number): number {
  return Math.min(ceiling, Math.max(0, Math.round(value)));
}

/**
 * Applies the price-input rules of SPEC §5: an empty or non-numeric min becomes 0, an empty or
 * non-numeric max becomes the ceiling (10,000,000 for sale types), and a min above the max swaps with it.
 * Values are rounded to whole dollars and kept within 0 … ceiling.
 *
 * @param ceiling the price ceiling of the property type (see `priceSliderScale`)
 */
export function normalizePriceRange(min: unknown, max: unknown, ceiling: number = PRICE_MAX): PriceRange {
  const parsedMin = parsePriceText(min);
  const parsedMax = parsePriceText(max);
  const low = parsedMin === null ? 0 : clamp(parsedMin, ceiling);
  const high = parsedMax === null ? ceiling : clamp(parsedMax, ceiling);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

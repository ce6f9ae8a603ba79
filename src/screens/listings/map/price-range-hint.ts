import type { PriceRange } from '../../../contract';

/** The price span the Price dropdown may show as its starting range: whole dollars, min ≤ max. */
export interface PriceSpan {
  readonly min: number;
  readonly max: number;
}

export interface PriceRangeHintInput {
  /** The list was searched by the map's visible area (no location or saved search fixed the area). */
  readonly boundsDrive: boolean;
  /** The visitor's own price filter, from the URL. */
  readonly minPrice: number;
  readonly maxPrice: number;
  /** The property type's price ceiling; a maxPrice at it means "any price". */
  readonly ceiling: number;
  /** The listings answer's price_range. */
  readonly range: PriceRange | null;
}

/**
 * SPEC §4: "When the map bounds drive the route, the response price_range sets the min and max price."
 * Read literally, that would overwrite the visitor's price with whatever the last answer spanned, and the
 * next search would then be narrowed by it (a loop that can only shrink). The safe reading taken here: the
 * range is a hint for the Price dropdown's slider and placeholders, never a filter. It is offered only while
 * the bounds drive the search and the visitor has set no price (min 0, max at the ceiling), is never written
 * to the URL, and is clamped to 0 … ceiling. Without a usable range there is no hint (the dropdown keeps
 * its defaults), so an empty view does not invent one.
 */
export function priceRangeHint(input: PriceRangeHintInput): PriceSpan | null {
  const { boundsDrive, minPrice, maxPrice, ceiling, range } = input;
  if (!boundsDrive || minPrice !== 0 || maxPrice < ceiling || range === null) return null;
  const { min_price: low, max_price: high } = range;
  if (low === null || high === null || !Number.isFinite(low) || !Number.isFinite(high)) return null;
  const min = Math.max(0, Math.floor(Math.min(low, high)));
  const max = Math.min(ceiling, Math.ceil(Math.max(low, high)));
  return min <= max ? { min, max } : null;
}

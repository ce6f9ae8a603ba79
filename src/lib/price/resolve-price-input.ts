import { parsePriceText } from './parse-price-text';

/** Which end of the price range an input edits. */
export type PriceEnd = 'min' | 'max';

/**
 * The price a Min or Max input stands for once the visitor is done with it (SPEC §5): an empty or
 * non-numeric min is 0 and an empty or non-numeric max is the ceiling ('Max', any price). A number is
 * rounded to whole dollars and kept within 0 … ceiling. The two ends are not swapped here: a min above
 * the max stays visible (flagged) until the range is applied.
 */
export function resolvePriceInput(text: unknown, end: PriceEnd, ceiling: number): number {
  const price = parsePriceText(text);
  if (price === null) return end === 'min' ? 0 : ceiling;
  return Math.min(ceiling, Math.max(0, Math.round(price)));
}

/**
 * The price a keystroke sets, or null while the text is not a number yet: "price setters ignore
 * non-numeric values" (SPEC §5), so typing '3a' or clearing the box leaves the slider where it is.
 */
export function typedPrice(text: string, ceiling: number): number | null {
  return parsePriceText(text) === null ? null : resolvePriceInput(text, 'min', ceiling);
}

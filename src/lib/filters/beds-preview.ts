import { BEDS_MAX } from '../constants';

/**
 * The label of the Beds filter button, or null at the defaults (0 to 7) so the button keeps its name:
 * min = max → '3'; only a min → '3 +' (SPEC §4 'a + ', its trailing space dropped); only a max →
 * '0 - 4'; both → '2 - 4'. Digits only, so the same in every language.
 */
export function bedsPreview(min: number, max: number, ceiling: number = BEDS_MAX): string | null {
  const hasMin = min > 0;
  const hasMax = max < ceiling;
  if (!hasMin && !hasMax) return null;
  if (min === max) return String(min);
  if (!hasMax) return `${min} +`;
  return `${hasMin ? min : 0} - ${max}`;
}

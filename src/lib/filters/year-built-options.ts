import { YEAR_BUILT_OPTIONS_FROM } from '../constants';
import { type FilterOption, type OptionBounds, withinBounds } from './filter-option';

/**
 * Choices of the year-built min and max selects (SPEC §5): from the current year down to 1900, bounded
 * by the other end (the min list stops at the chosen max). Years are labelled without separators.
 *
 * @param currentYear the first year listed; passed in so the list is testable and rendering is pure
 */
export function yearBuiltOptions(
  bounds?: OptionBounds,
  currentYear: number = new Date().getFullYear(),
): FilterOption[] {
  const options: FilterOption[] = [];
  for (let year = currentYear; year >= YEAR_BUILT_OPTIONS_FROM; year -= 1) {
    options.push({ value: year, label: String(year) });
  }
  return withinBounds(options, bounds);
}

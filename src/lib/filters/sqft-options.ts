import { SQFT_OPTION_MAX, SQFT_OPTION_STEP } from '../constants';
import { formatNumber } from '../format/format-number';
import type { Lang } from '../i18n/lang';
import { type FilterOption, type OptionBounds, withinBounds } from './filter-option';

/**
 * Choices of the square-feet min and max selects (SPEC §5): 250 to 7,500 in steps of 250, labelled
 * with separators ('1,250'). Pass the other end's value as a bound so min ≤ max stays true.
 */
export function sqftOptions(lang: Lang, bounds?: OptionBounds): FilterOption[] {
  const options: FilterOption[] = [];
  for (let sqft = SQFT_OPTION_STEP; sqft <= SQFT_OPTION_MAX; sqft += SQFT_OPTION_STEP) {
    options.push({ value: sqft, label: formatNumber(lang, sqft) });
  }
  return withinBounds(options, bounds);
}

import { formatLotSize } from '../format/format-lot-size';
import type { Lang } from '../i18n/lang';
import { type FilterOption, type OptionBounds, withinBounds } from './filter-option';

/** The lot sizes SPEC §5 offers, in square feet (10,890 = ¼ acre … 4,356,000 = 100 acres). */
export const LOT_SIZE_STEPS_SQFT = [
  2000, 4500, 6500, 8000, 10890, 21780, 32670, 43560, 87120, 130680, 174240, 217800, 435600, 1742400, 4356000,
] as const;

/**
 * Choices of the lot-size min and max selects: values in square feet, labels in square feet up to
 * 10,000 and in acres above ('8,000 sq ft', '0.25 acres', '1 acre').
 */
export function lotSizeOptions(lang: Lang, bounds?: OptionBounds): FilterOption[] {
  const options = LOT_SIZE_STEPS_SQFT.map((sqft) => ({ value: sqft, label: formatLotSize(lang, sqft) }));
  return withinBounds(options, bounds);
}

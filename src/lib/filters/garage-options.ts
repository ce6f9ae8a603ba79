import { formatNumber } from '../format/format-number';
import type { Lang } from '../i18n/lang';
import { type FilterOption, type OptionBounds, withinBounds } from './filter-option';

/** Garage spaces offered by the garage min and max selects (SPEC §5). */
const GARAGE_CHOICES = [1, 2, 3, 4] as const;

/** Choices of the garage min and max selects: 1 to 4 spaces, bounded by the other end. */
export function garageOptions(lang: Lang, bounds?: OptionBounds): FilterOption[] {
  const options = GARAGE_CHOICES.map((spaces) => ({ value: spaces, label: formatNumber(lang, spaces) }));
  return withinBounds(options, bounds);
}

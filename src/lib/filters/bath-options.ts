import { BATH_MAX } from '../constants';
import { formatNumber } from '../format/format-number';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import type { FilterOption } from './filter-option';

/** Choices of the bath filter (SPEC §5): Any (0), then 1+ … 5+ (at least that many bathrooms). */
export function bathOptions(lang: Lang): FilterOption[] {
  const options: FilterOption[] = [{ value: 0, label: translate(lang, 'filters.any') }];
  for (let baths = 1; baths <= BATH_MAX; baths += 1) {
    options.push({ value: baths, label: `${formatNumber(lang, baths)}+` });
  }
  return options;
}

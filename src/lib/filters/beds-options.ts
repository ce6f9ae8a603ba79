import { BEDS_MAX } from '../constants';
import { formatNumber } from '../format/format-number';
import type { Lang } from '../i18n/lang';
import type { FilterOption } from './filter-option';

function range(lang: Lang, from: number, to: number): FilterOption[] {
  const options: FilterOption[] = [];
  for (let beds = Math.max(1, Math.ceil(from)); beds <= Math.min(BEDS_MAX, to); beds += 1) {
    options.push({ value: beds, label: formatNumber(lang, beds) });
  }
  return options;
}

/** Choices of the beds minimum (SPEC §5): 1 up to the chosen maximum (7 when none is chosen). 0 is "No Min". */
export function bedsMinOptions(lang: Lang, chosenMax: number = BEDS_MAX): FilterOption[] {
  return range(lang, 1, chosenMax);
}

/** Choices of the beds maximum (SPEC §5): the chosen minimum (at least 1) up to 7. 0 is never offered. */
export function bedsMaxOptions(lang: Lang, chosenMin = 0): FilterOption[] {
  return range(lang, chosenMin, BEDS_MAX);
}

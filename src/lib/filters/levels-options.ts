import { LEVELS_MAX } from '../constants';
import type { FilterOption } from './filter-option';
import { LEVEL_CHOICES } from './levels-label';

/**
 * Choices of the levels minimum (SPEC §5): 1, 1.5, 2, 3 and '3+' (value 4), up to the chosen maximum.
 * Labels are digits, the same in every language.
 */
export function levelsMinOptions(chosenMax: number = LEVELS_MAX): FilterOption[] {
  return LEVEL_CHOICES.filter((choice) => choice.value <= chosenMax).map(({ value, label }) => ({
    value,
    label,
  }));
}

/**
 * Choices of the levels maximum (SPEC §5): 1, 1.5, 2, 3 and '3+', from the chosen minimum up.
 * '3+' as a maximum means no limit, so its value is the filter ceiling (10), not 4.
 */
export function levelsMaxOptions(chosenMin = 0): FilterOption[] {
  return LEVEL_CHOICES.map(({ code, value, label }) => ({
    value: code === LEVEL_CHOICES.length ? LEVELS_MAX : value,
    label,
  })).filter((option) => option.value >= chosenMin);
}

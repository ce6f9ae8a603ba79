import { type FilterOption, withinBounds } from '../filters/filter-option';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { priceChoiceLabel } from './price-choice-label';
import { positionForPrice, priceAtPosition, SALE_PRICE_MULTIPLIER } from './price-slider-steps';

/**
 * The round prices of the 'Set Min' / 'Set Max' lists at full (sale) scale. SPEC names the lists but
 * not their contents; these are stops of the slider's step table (so picking one puts a handle exactly
 * on a position), dense where most Texas homes sell and sparse above 2M.
 */
const FULL_SCALE_CHOICES = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000, 700_000,
  800_000, 900_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 7_500_000,
] as const;

/** The list prices for a slider multiplier: scaled like the slider, so lease lists stay round too. */
export function priceChoices(multiplier: number = SALE_PRICE_MULTIPLIER): number[] {
  return FULL_SCALE_CHOICES.map((price) =>
    priceAtPosition(positionForPrice(price, SALE_PRICE_MULTIPLIER), multiplier),
  );
}

/**
 * 'Set Min': 'No Min' (0), then the list prices up to the chosen max, so the list cannot create an
 * inverted range (typed values still can; they swap on apply).
 */
export function priceMinOptions(
  lang: Lang,
  multiplier: number,
  ceiling: number,
  chosenMax: number,
): FilterOption[] {
  const choices = priceChoices(multiplier).map((value) => ({
    value,
    label: priceChoiceLabel(lang, value, ceiling),
  }));
  return [
    { value: 0, label: translate(lang, 'filters.noMin') },
    ...withinBounds(choices, { atMost: chosenMax }),
  ];
}

/** 'Set Max': the list prices from the chosen min up, then 'Max' (the ceiling: any price). */
export function priceMaxOptions(
  lang: Lang,
  multiplier: number,
  ceiling: number,
  chosenMin: number,
): FilterOption[] {
  const choices = priceChoices(multiplier).map((value) => ({
    value,
    label: priceChoiceLabel(lang, value, ceiling),
  }));
  return [
    ...withinBounds(choices, { atLeast: chosenMin }),
    { value: ceiling, label: priceChoiceLabel(lang, ceiling, ceiling) },
  ];
}

import { formatNumber } from '../format/format-number';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

/**
 * How a price reads in the slider's spoken value and the 'Set Min' / 'Set Max' lists: '$250,000',
 * '$0', and 'Max' for the ceiling (SPEC §4: a value of 10,000,000 is shown as 'Max'). Not
 * `formatPrice`, which reads 0 as 'No Price' (right on a card, wrong on a range end).
 */
export function priceChoiceLabel(lang: Lang, price: number, ceiling: number): string {
  if (price >= ceiling) return translate(lang, 'filters.max');
  return `$${formatNumber(lang, Math.max(0, price))}`;
}

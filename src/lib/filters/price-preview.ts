import { PRICE_MAX } from '../constants';
import { abbreviateNumber } from '../format/abbreviate-number';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

/**
 * The label of the Price filter button (SPEC §4):
 * - both ends at their defaults (0 and the ceiling) → 'Any Price';
 * - min 0 → '0 - 500K';
 * - max at the ceiling → '250K - Any';
 * - otherwise → '250K - 1.5M'.
 * Figures use K, M, B with at most one decimal (`abbreviateNumber`); a figure equal to the ceiling
 * reads 'Max', which can only happen for the min ('Max - Any').
 *
 * @param ceiling the property type's price ceiling (see `priceSliderScale`)
 */
export function pricePreview(lang: Lang, min: number, max: number, ceiling: number = PRICE_MAX): string {
  const atFloor = min <= 0;
  const atCeiling = max >= ceiling;
  if (atFloor && atCeiling) return translate(lang, 'filters.anyPrice');
  const figure = (value: number): string =>
    value >= ceiling ? translate(lang, 'filters.max') : abbreviateNumber(value, 'K');
  if (atFloor) return `0 - ${figure(max)}`;
  if (atCeiling) return `${figure(min)} - ${translate(lang, 'filters.any')}`;
  return `${figure(min)} - ${figure(max)}`;
}

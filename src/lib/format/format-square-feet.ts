import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { formatNumber } from './format-number';
import { isPresentNumber } from './is-present-number';

/**
 * A living area in whole square feet with separators ('2,346'); the unit label ('Sqft') is shown
 * beside it by the card. Missing → 'N/A'.
 */
export function formatSquareFeet(lang: Lang, value: number | null | undefined): string {
  if (!isPresentNumber(value)) return translate(lang, 'common.notAvailable');
  return formatNumber(lang, Math.round(value));
}

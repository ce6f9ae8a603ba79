import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { formatNumber } from './format-number';
import { isPresentNumber } from './is-present-number';

/**
 * A listing price in whole dollars with thousands separators: '$1,234,567' (also in Spanish, whose
 * US locale keeps the same separators). A missing price, and a price of 0 or less, which MLS feeds
 * use for "not disclosed", reads 'No Price'. (Intl's currency format gives the same; see formatNumber for
 * why it is not used.)
 */
export function formatPrice(lang: Lang, value: number | null | undefined): string {
  if (!isPresentNumber(value) || value <= 0) return translate(lang, 'card.noPrice');
  return `$${formatNumber(lang, Math.round(value))}`;
}

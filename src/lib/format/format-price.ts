import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { isPresentNumber } from './is-present-number';

const formatters = new Map<Lang, Intl.NumberFormat>();

function currencyFormatter(lang: Lang): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * A listing price in whole dollars with thousands separators: '$1,234,567' (also in Spanish, whose
 * US locale keeps the same separators). A missing price, and a price of 0 or less, which MLS feeds
 * use for "not disclosed", reads 'No Price'.
 */
export function formatPrice(lang: Lang, value: number | null | undefined): string {
  if (!isPresentNumber(value) || value <= 0) return translate(lang, 'card.noPrice');
  return currencyFormatter(lang).format(Math.round(value));
}

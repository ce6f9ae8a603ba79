import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';

// Building an Intl.NumberFormat is costly and a listings page formats thousands of numbers.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number with the language's grouping separators ('1,234,567'), rounding to at most
 * `maximumFractionDigits` decimals and dropping trailing zeros.
 */
export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 0): string {
  const cacheKey = `${lang}:${maximumFractionDigits}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(value);
}

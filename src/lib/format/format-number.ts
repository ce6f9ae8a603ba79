import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';

// Only for what the hand-written path below does not cover; one per language and precision.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number with the language's grouping separators ('1,234,567'), rounding half away from zero to
 * at most `maximumFractionDigits` decimals and dropping trailing zeros: what `Intl.NumberFormat` gives,
 * for both languages (US Spanish writes numbers as US English does).
 *
 * Written by hand because the first `Intl.NumberFormat` a page builds loads ICU's number data: a task of
 * 140 ms on Lighthouse's phone, in the middle of every page's first render (the results count, the
 * prices). Like Intl, it rounds the number's shortest decimal form (1.005 → '1.01'), not its binary
 * value. Intl is kept for the rest: not finite, so large or small that JavaScript writes it with an
 * exponent, or a precision that is not a whole number of places.
 */
export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 0): string {
  const digits = Math.abs(value).toString();
  const handWritten =
    Number.isFinite(value) && !digits.includes('e') && Number.isInteger(maximumFractionDigits);
  if (!handWritten || maximumFractionDigits < 0) return intlFormat(lang, value, maximumFractionDigits);
  const [whole = '0', fraction = ''] = roundDecimal(digits, maximumFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  // Intl keeps the sign of a negative number that rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** `digits` ('1234.5678', no sign, no exponent) rounded half up to `places` decimals, exactly. */
function roundDecimal(digits: string, places: number): string {
  const [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length <= places) return digits;
  const kept = fraction.slice(0, places);
  const roundsUp = (fraction[places] ?? '0') >= '5';
  if (!roundsUp) return places === 0 ? whole : `${whole}.${kept}`;
  const bumped = (BigInt(`${whole}${kept}`) + 1n).toString().padStart(places + 1, '0');
  return places === 0 ? bumped : `${bumped.slice(0, -places)}.${bumped.slice(-places)}`;
}

function intlFormat(lang: Lang, value: number, maximumFractionDigits: number): string {
  const cacheKey = `${lang}:${maximumFractionDigits}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(value);
}

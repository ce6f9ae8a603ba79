import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

/**
 * Shows a listing fact as it comes, with the translated 'N/A' for anything missing: null, undefined,
 * NaN, blank strings and empty lists. Lists (RESO multi-value fields such as Cooling) are joined with
 * commas; booleans read Yes / No.
 *
 * Numbers are printed without grouping on purpose, because facts include years and identifiers
 * (YearBuilt 1998 must not become '1,998'); format quantities with `formatNumber` or `formatPrice`.
 */
export function formatValue(lang: Lang, value: unknown): string {
  const missing = translate(lang, 'common.notAvailable');
  if (typeof value === 'string') return value.trim() || missing;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : missing;
  if (typeof value === 'boolean') return translate(lang, value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) {
    const parts = value.filter((part) => typeof part === 'string' || typeof part === 'number').map(String);
    const shown = parts.map((part) => part.trim()).filter(Boolean);
    return shown.length > 0 ? shown.join(', ') : missing;
  }
  return missing;
}

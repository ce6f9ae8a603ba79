import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { abbreviateNumber } from './abbreviate-number';
import { isPresentNumber } from './is-present-number';

/**
 * The price label of a map pin: '$350k', '$1.3M', '$2B', '$1.5T' (rules of `abbreviateNumber`:
 * one decimal at most, halves round up, 999,999 → '$1M'). A missing price, or 0 and below, reads the
 * translated 'N/A' as SPEC §2 asks for pins (cards say 'No Price' instead).
 */
export function formatShortPrice(lang: Lang, value: number | null | undefined): string {
  if (!isPresentNumber(value) || value <= 0) return translate(lang, 'common.notAvailable');
  return `$${abbreviateNumber(value, 'k')}`;
}

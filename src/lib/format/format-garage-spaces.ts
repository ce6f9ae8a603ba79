import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { formatNumber } from './format-number';
import { isPresentNumber } from './is-present-number';

/**
 * Garage spaces rounded up, since MLS feeds store tandem or partial spaces as fractions (1.5 → '2').
 * Missing → 'N/A'.
 */
export function formatGarageSpaces(lang: Lang, value: number | null | undefined): string {
  if (!isPresentNumber(value)) return translate(lang, 'common.notAvailable');
  return formatNumber(lang, Math.ceil(value));
}

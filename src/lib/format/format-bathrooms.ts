import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { translatePlural } from '../i18n/translate-plural';
import { isPresentNumber } from './is-present-number';

/**
 * Bathrooms as the card shows them: '2 Full / 1 Half' ('2 completos / 1 medio' in Spanish).
 * When only one count is known the other is taken as 0; when neither is, the result is 'N/A'.
 */
export function formatBathrooms(
  lang: Lang,
  full: number | null | undefined,
  half: number | null | undefined,
): string {
  if (!isPresentNumber(full) && !isPresentNumber(half)) return translate(lang, 'common.notAvailable');
  const fullCount = isPresentNumber(full) ? Math.round(full) : 0;
  const halfCount = isPresentNumber(half) ? Math.round(half) : 0;
  return translate(lang, 'card.bathrooms', {
    full: translatePlural(lang, 'card.bathsFull', fullCount),
    half: translatePlural(lang, 'card.bathsHalf', halfCount),
  });
}

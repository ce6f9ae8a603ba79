import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { TEXAS_TIME_ZONE } from '../time/texas-time';

/**
 * The time stamp of a blog comment, SPEC's MM/DD/YYYY hh:mm:
 * English '03/07/2026 02:05 PM' (12-hour clock, with the AM/PM marker that makes it unambiguous);
 * Spanish '07/03/2026 14:05' (day first and a 24-hour clock, as Spanish readers write it).
 *
 * @param value an ISO 8601 time stamp, epoch milliseconds or a Date; anything unreadable → 'N/A'
 * Comments are shown in the brokerage's own time, not the reader's, so a thread reads the same for everyone.
 *
 * @param timeZone IANA zone to show the time in (the brokerage's, Central Time, by default)
 */
export function formatCommentDate(
  lang: Lang,
  value: string | number | Date | null | undefined,
  timeZone: string = TEXAS_TIME_ZONE,
): string {
  const date = value === null || value === undefined ? null : new Date(value);
  if (!date || Number.isNaN(date.getTime())) return translate(lang, 'common.notAvailable');
  const parts = new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: lang === 'en' ? 'h12' : 'h23',
  }).formatToParts(date);
  // Assemble from parts: locale data decides the digits, we decide the punctuation the spec shows.
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return lang === 'en'
    ? `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}`
    : `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

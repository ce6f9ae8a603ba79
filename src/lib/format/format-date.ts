import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

function dateFormatter(lang: Lang): Intl.DateTimeFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(lang), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * A calendar date of listing data ('YYYY-MM-DD', optionally followed by a time that is ignored) in the
 * reader's convention, as `Intl` writes it for the language:
 * English month/day/year ('03/07/2026', SPEC §3); Spanish day/month/year ('07/03/2026'), which is
 * what 'es-US' produces and what Spanish readers expect.
 * The date is read and printed in UTC so it never shifts by a day with the visitor's time zone.
 * Missing or impossible dates (2026-02-30) → 'N/A'.
 */
export function formatDate(lang: Lang, value: string | null | undefined): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim()) : null;
  if (!match) return translate(lang, 'common.notAvailable');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return translate(lang, 'common.notAvailable');
  }
  return dateFormatter(lang).format(date);
}

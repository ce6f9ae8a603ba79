import { formatDate } from '../format/format-date';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

/**
 * The label of the Open House button: '06/07/2026 - 06/09/2026', with 'Any' for a missing end, or
 * null when no date is chosen so the button keeps its name. Dates in the reader's convention.
 */
export function openHousePreview(lang: Lang, from: string | null, to: string | null): string | null {
  if (from === null && to === null) return null;
  const end = (date: string | null) =>
    date === null ? translate(lang, 'filters.any') : formatDate(lang, date);
  return `${end(from)} - ${end(to)}`;
}

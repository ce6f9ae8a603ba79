import { formatCommentDate } from '../../lib/format/format-comment-date';
import type { Lang } from '../../lib/i18n/lang';

// Backends of the original product send the date already formatted (SPEC §3): shown as they wrote it.
const PREFORMATTED = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** A comment's time stamp as SPEC §9 shows it (MM/DD/YYYY hh:mm; Spanish day first), from ISO or pre-formatted text. */
export function commentDate(lang: Lang, value: string | null): string {
  if (value !== null && PREFORMATTED.test(value)) return value;
  return formatCommentDate(lang, value);
}

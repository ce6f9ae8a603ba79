import { LISTED_DATE_ANY } from '../constants';
import type { Lang } from '../i18n/lang';
import type { MessageKey } from '../i18n/messages-en';
import { translate } from '../i18n/translate';
import type { FilterOption } from './filter-option';

/** Which list: the drawer and more-filters panel, or the desktop side panel (SPEC §5: only 1, 7, 30 there). */
export type ListedDateVariant = 'full' | 'side-panel';

const CHOICES: readonly { value: number; key: MessageKey; sidePanel: boolean }[] = [
  { value: LISTED_DATE_ANY, key: 'filters.listedDate.any', sidePanel: false },
  { value: 1, key: 'filters.listedDate.day', sidePanel: true },
  { value: 7, key: 'filters.listedDate.week', sidePanel: true },
  { value: 30, key: 'filters.listedDate.month', sidePanel: true },
  { value: 90, key: 'filters.listedDate.quarter', sidePanel: false },
];

/**
 * Choices of the listed-date filter, in days since listing: 4000 (no preference), 1, 7, 30, 90;
 * the desktop side panel offers only 1, 7 and 30.
 */
export function listedDateOptions(lang: Lang, variant: ListedDateVariant = 'full'): FilterOption[] {
  return CHOICES.filter((choice) => variant === 'full' || choice.sidePanel).map(({ value, key }) => ({
    value,
    label: translate(lang, key),
  }));
}

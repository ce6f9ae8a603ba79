import { FILTER_LABEL_MAX } from '../constants';

/**
 * Shortens a selected-filter label for the filter bar (SPEC §4): longer than 3 characters → its first
 * 3 characters + '...' ('Residential' → 'Res...'); 3 or fewer stay as they are. Counts characters,
 * not UTF-16 units, so accented and astral characters are never cut in half.
 */
export function shortenLabel(label: string, maxLength: number = FILTER_LABEL_MAX): string {
  const characters = Array.from(label);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}...` : label;
}

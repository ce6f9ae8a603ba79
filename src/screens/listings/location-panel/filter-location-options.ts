import type { LocationOption } from './use-location-list';

/** Enough to pick from while typing; more only scrolls. */
const LIMIT = 50;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The options matching typed text, best first: names that start with it, then names with a word that
 * does ('fort' finds 'Dallas-Fort Worth'), then any other containing it. Case and accents are ignored.
 */
export function filterLocationOptions(
  options: readonly LocationOption[],
  text: string,
  limit = LIMIT,
): LocationOption[] {
  const query = fold(text);
  if (!query) return [];
  const starts: LocationOption[] = [];
  const words: LocationOption[] = [];
  const contains: LocationOption[] = [];
  for (const option of options) {
    const name = fold(option.label);
    if (name.startsWith(query)) starts.push(option);
    else if (name.split(/[\s,-]+/).some((word) => word.startsWith(query))) words.push(option);
    else if (name.includes(query)) contains.push(option);
  }
  return [...starts, ...words, ...contains].slice(0, limit);
}

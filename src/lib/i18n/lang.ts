/** A language the widgets speak. English is the source catalog; Spanish is complete. */
export type Lang = 'en' | 'es';

/**
 * Reads a language tag as the widgets understand it: only the primary subtag counts, in any case
 * ('es', 'es-MX', 'ES', 'en-US', 'en_GB'…).
 *
 * @returns the language, or null when the value is not a tag of a language we ship.
 */
export function parseLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
}

/**
 * Chooses the language of a widget: its `lang` attribute wins, then the first of the browser's
 * preferred languages that we ship, then English.
 *
 * @param attribute the element's `lang` attribute (any value; unknown tags are skipped)
 * @param navigatorLanguages `navigator.languages`, passed in so this stays free of the DOM
 */
export function pickLang(attribute: unknown, navigatorLanguages: readonly string[] = []): Lang {
  const fromAttribute = parseLang(attribute);
  if (fromAttribute) return fromAttribute;
  for (const tag of navigatorLanguages) {
    const lang = parseLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

import type { Lang } from './lang';

/** The BCP 47 locale handed to `Intl` for a language. */
export type IntlLocale = 'en-US' | 'es-US';

/**
 * The `Intl` locale of a language. Spanish is US Spanish: it keeps US number separators
 * (1,234.5) and the dollar sign, which is what Texas readers of Spanish real-estate sites expect.
 */
export function intlLocale(lang: Lang): IntlLocale {
  return lang === 'es' ? 'es-US' : 'en-US';
}

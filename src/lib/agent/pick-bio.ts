import type { Lang } from '../i18n/lang';

/** A bio to show, and the language it is written in (its element's `lang`, for screen readers). */
export interface PickedBio<T> {
  text: T;
  lang: Lang;
}

/**
 * The agent's bio for a reader of `lang`: the one in that language where the agent has it, else the
 * other one, marked with its own language so a screen reader reads it with the right voice (an MLS
 * agent's bio is English only). Null when the agent has neither.
 */
export function pickBio<T>(lang: Lang, bios: { en: T | null; es: T | null }): PickedBio<T> | null {
  const order: readonly Lang[] = lang === 'es' ? ['es', 'en'] : ['en', 'es'];
  for (const candidate of order) {
    const text = bios[candidate];
    if (text !== null) return { text, lang: candidate };
  }
  return null;
}

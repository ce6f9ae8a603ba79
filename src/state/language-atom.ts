import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import * as v from 'valibot';
import { hasCatalog } from '../lib/i18n/catalogs';
import { type Lang, parseLang, pickLang } from '../lib/i18n/lang';
import { validatedStorage } from './stored-value';

const STORAGE_KEY = 'bluebonnet:lang';

/** Kept as the bare code; a hand-edited or stale value reads as "none"; choosing none removes the entry. */
const languageStorage = validatedStorage<Lang | null>(
  v.pipe(
    v.string(),
    v.transform((text) => parseLang(text) ?? ''),
    v.picklist(['en', 'es']),
  ),
  { text: true },
);

/** The visitor's own choice from a language switch, remembered across pages. */
export const languageChoiceAtom = atomWithStorage<Lang | null>(STORAGE_KEY, null, languageStorage, {
  getOnInit: true,
});

/** The `lang` attribute a host page put on its widgets (the last one set wins). */
export const languageAttributeAtom = atom<string | null>(null);

/**
 * The language the visitor asked for: their choice, else the host page's `lang` attribute, else the
 * browser's preferred languages, else English. Its catalog may still be on its way (`loadCatalog`).
 */
export const requestedLanguageAtom = atom(
  (get): Lang =>
    get(languageChoiceAtom) ??
    pickLang(get(languageAttributeAtom), globalThis.navigator ? [...globalThis.navigator.languages] : []),
);

/** Bumped when a catalog arrives, so the language below is read again. */
export const catalogArrivalsAtom = atom(0);

/**
 * The language every widget speaks: the requested one once its catalog is here, English until then (the
 * widgets' first paint waits for it, see define-widget.ts, so a Spanish page does not flash English).
 * Writing it records the visitor's choice.
 */
export const languageAtom = atom(
  (get): Lang => {
    get(catalogArrivalsAtom);
    const lang = get(requestedLanguageAtom);
    return hasCatalog(lang) ? lang : 'en';
  },
  (_get, set, lang: Lang) => set(languageChoiceAtom, lang),
);

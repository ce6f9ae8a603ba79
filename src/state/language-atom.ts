import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { type Lang, parseLang, pickLang } from '../lib/i18n/lang';
import { storedChoiceStorage } from './stored-choice-storage';

const STORAGE_KEY = 'bluebonnet:lang';

/** A hand-edited or stale value reads as "none"; choosing none removes the entry. */
const languageStorage = storedChoiceStorage<Lang | null>(parseLang, (lang) => lang);

/** The visitor's own choice from a language switch, remembered across pages. */
export const languageChoiceAtom = atomWithStorage<Lang | null>(STORAGE_KEY, null, languageStorage, {
  getOnInit: true,
});

/** The `lang` attribute a host page put on its widgets (the last one set wins). */
export const languageAttributeAtom = atom<string | null>(null);

/**
 * The language every widget speaks: the visitor's choice, else the host page's `lang` attribute, else the
 * browser's preferred languages, else English. Writing it records the visitor's choice.
 */
export const languageAtom = atom(
  (get): Lang =>
    get(languageChoiceAtom) ??
    pickLang(get(languageAttributeAtom), globalThis.navigator ? [...globalThis.navigator.languages] : []),
  (_get, set, lang: Lang) => set(languageChoiceAtom, lang),
);

import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { type Lang, parseLang, pickLang } from '../lib/i18n/lang';

const STORAGE_KEY = 'bluebonnet:lang';

/** localStorage that only ever yields a language we ship: a hand-edited or stale value reads as "none". */
const languageStorage = {
  getItem(key: string, initialValue: Lang | null): Lang | null {
    try {
      return parseLang(globalThis.localStorage?.getItem(key)) ?? initialValue;
    } catch {
      return initialValue; // storage blocked (privacy mode, sandboxed frame)
    }
  },
  setItem(key: string, value: Lang | null): void {
    try {
      if (value === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // Not remembered across pages, but the switch still works on this one.
    }
  },
  removeItem(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

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

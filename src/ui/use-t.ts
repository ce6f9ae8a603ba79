import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { MessageParams } from '../lib/i18n/interpolate';
import type { Lang } from '../lib/i18n/lang';
import type { MessageKey } from '../lib/i18n/messages-en';
import { translate } from '../lib/i18n/translate';
import { type PluralKey, translatePlural } from '../lib/i18n/translate-plural';
import { languageAtom } from '../state/language-atom';

export interface Translator {
  lang: Lang;
  t: (key: MessageKey, params?: MessageParams) => string;
  tp: (base: PluralKey, count: number, params?: MessageParams) => string;
}

/** The current language and its message functions; components re-render when the language changes. */
export function useT(): Translator {
  const lang = useAtomValue(languageAtom);
  return useMemo(
    () => ({
      lang,
      t: (key, params) => translate(lang, key, params),
      tp: (base, count, params) => translatePlural(lang, base, count, params),
    }),
    [lang],
  );
}

import type { Store } from 'jotai';
import type { Lang } from '../lib/i18n/lang';
import { languageAtom } from '../state/language-atom';

/** The event's name: the host page listens for it on `document`. */
export const LANGUAGE_EVENT = 'bluebonnet:language';

/** Stores that already tell the page: several widgets share one store, the page hears it once. */
const announcing = new WeakSet<Store>();

/**
 * Tells the host page which language the widgets speak, so its own header and footer can follow (a
 * Spanish visitor should not read English around Spanish widgets). The page decides what to do with it:
 * nothing is set on its `<html>` from here. Call it once the widget's settings (its `lang` attribute)
 * are in the store; later calls with the same store do nothing.
 *
 * @fires bluebonnet:language On `document`, once the language every widget speaks is known (its texts arrived) and whenever it changes; `event.detail.lang` is `en` or `es`.
 */
export function announceLanguage(store: Store): void {
  const page = globalThis.document;
  if (!page || announcing.has(store)) return;
  announcing.add(store);
  let told: Lang | null = null;
  const tell = () => {
    const lang = store.get(languageAtom);
    // A recomputation that lands on the same language (another catalog arriving) is no news.
    if (lang === told) return;
    told = lang;
    page.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: { lang } }));
  };
  store.sub(languageAtom, tell);
  tell();
}

import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';

/** The name the server gives a search saved without one (SPEC §3: 'Save Search' plus a number). */
const SERVER_DEFAULT = /^Save Search (\d{1,6})$/;

/**
 * A saved search's name as the visitor reads it. The server stores its default names in English; shown
 * as stored, a Spanish page would list 'Save Search 1' while a guest's own search reads 'Búsqueda
 * guardada 1'. A default name is shown in the page's language; any other name is the client's own.
 */
export function savedSearchTitle(lang: Lang, title: string): string {
  const number = SERVER_DEFAULT.exec(title)?.[1];
  return number === undefined
    ? title
    : translate(lang, 'savedSearch.defaultTitle', { count: Number(number) });
}

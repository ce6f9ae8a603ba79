import { catalogOf } from './catalogs';
import { interpolate, type MessageParams } from './interpolate';
import type { Lang } from './lang';
import type { MessageKey } from './messages-en';

/**
 * The text of a catalog message in a language, with its `{name}` placeholders filled from `params`
 * (numbers are formatted for the language). For counts, use `translatePlural`. A language whose catalog
 * has not been loaded yet (`loadCatalog`) reads in English.
 *
 * @example translate('en', 'listings.page', { page: 2, pages: 7 }) // 'Page 2/7'
 */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return interpolate(lang, catalogOf(lang)[key], params);
}

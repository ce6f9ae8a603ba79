import { interpolate, type MessageParams } from './interpolate';
import type { Lang } from './lang';
import { type MessageKey, messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

const catalogs: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = {
  en: messagesEn,
  es: messagesEs,
};

/**
 * The text of a catalog message in a language, with its `{name}` placeholders filled from `params`
 * (numbers are formatted for the language). For counts, use `translatePlural`.
 *
 * @example translate('en', 'listings.page', { page: 2, pages: 7 }) // 'Page 2/7'
 */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return interpolate(lang, catalogs[lang][key], params);
}

import type { MessageParams } from './interpolate';
import { intlLocale } from './intl-locale';
import { isMessageKey } from './is-message-key';
import type { Lang } from './lang';
import type { MessageKey } from './messages-en';
import { translate } from './translate';

/** The base of a plural family: `card.daysOnMarket` for the keys `card.daysOnMarket.one` / `.other`. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

const rules = new Map<Lang, Intl.PluralRules>();

function pluralRules(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale(lang));
    rules.set(lang, rule);
  }
  return rule;
}

/**
 * The plural form of a message for a count. The CLDR category of the count (`one`, `other`, and in
 * Spanish `many` for whole millions) picks the key `base.<category>`; a category the catalog does not
 * spell out falls back to `base.other`. `count` is also available as the `{count}` placeholder.
 *
 * @example translatePlural('en', 'card.daysOnMarket', 3) // '3 Days on Market'
 */
export function translatePlural(lang: Lang, base: PluralKey, count: number, params?: MessageParams): string {
  const exact = `${base}.${pluralRules(lang).select(count)}`;
  const key: MessageKey = isMessageKey(exact) ? exact : `${base}.other`;
  return translate(lang, key, { count, ...params });
}

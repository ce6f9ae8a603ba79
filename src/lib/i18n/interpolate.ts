import { formatNumber } from '../format/format-number';
import type { Lang } from './lang';

/** Values for the `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills the `{name}` placeholders of a template. Numbers get the language's grouping separators
 * (up to two decimals), so pass identifiers such as years, ZIP codes or MLS numbers as strings.
 * A placeholder without a value stays visible as `{name}`, which makes a missing parameter easy to spot.
 */
export function interpolate(lang: Lang, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(lang, value, 2) : value;
  });
}

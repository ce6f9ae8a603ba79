import { isMessageKey } from '../i18n/is-message-key';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { splitCamelCase } from './split-camel-case';

/**
 * The display name of a RESO property type ('Farm' → 'Farm & Ranch', 'ResidentialLease' →
 * 'Residential Lease' / 'Renta residencial'). Unknown types fall back to their words; missing → 'N/A'.
 */
export function formatPropertyType(lang: Lang, propertyType: string | null | undefined): string {
  const value = propertyType?.trim();
  if (!value) return translate(lang, 'common.notAvailable');
  const key = `propertyType.${value}`;
  return isMessageKey(key) ? translate(lang, key) : splitCamelCase(value);
}

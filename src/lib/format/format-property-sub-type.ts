import { isMessageKey } from '../i18n/is-message-key';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { splitCamelCase } from './split-camel-case';

/**
 * The display name of a RESO property sub-type. Both spellings SPEC §3 mentions work
 * ('SingleFamilyResidence' and 'Single Family Residence'); English is the camel case split into words,
 * Spanish the catalog's translation. Sub-types outside the catalog show their words; missing → 'N/A'.
 */
export function formatPropertySubType(lang: Lang, subType: string | null | undefined): string {
  const value = subType?.trim();
  if (!value) return translate(lang, 'common.notAvailable');
  const key = `propertySubType.${value.replace(/\s+/g, '')}`;
  return isMessageKey(key) ? translate(lang, key) : splitCamelCase(value);
}

import type { PropertyType } from '../../contract/property-types';
import { SUB_TYPES_BY_PROPERTY_TYPE } from '../../contract/sub-types';
import { formatPropertySubType } from '../format/format-property-sub-type';
import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';

/** One sub-type checkbox: the camel-case name the filter state holds and the spaced, translated label. */
export interface SubTypeOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The sub-types offered for one property type (SPEC §3), named with spaces ('Single Family Residence')
 * and sorted by that name in the visitor's language, so the list reads alphabetically in Spanish too.
 */
export function subTypeOptions(lang: Lang, propertyType: PropertyType): SubTypeOption[] {
  const collator = new Intl.Collator(intlLocale(lang), { sensitivity: 'base' });
  return SUB_TYPES_BY_PROPERTY_TYPE[propertyType]
    .map((value) => ({ value, label: formatPropertySubType(lang, value) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

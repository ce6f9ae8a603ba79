import type { PropertyType } from '../../contract';
import { SUB_TYPES_BY_PROPERTY_TYPE } from '../../contract';
import { formatPropertySubType } from '../format/format-property-sub-type';
import { intlLocale } from '../i18n/intl-locale';
import type { Lang } from '../i18n/lang';

/** One sub-type checkbox: the camel-case name the filter state holds and the spaced, translated label. */
export interface SubTypeOption {
  readonly value: string;
  readonly label: string;
}

// The lists never change once made, and the filter panel asks for them on every search it shows: made
// once per language and type (a collator is costly to create, a sort of names less so, but per render).
const made = new Map<string, readonly SubTypeOption[]>();

/**
 * The sub-types offered for one property type (SPEC §3), named with spaces ('Single Family Residence')
 * and sorted by that name in the visitor's language, so the list reads alphabetically in Spanish too.
 */
export function subTypeOptions(lang: Lang, propertyType: PropertyType): readonly SubTypeOption[] {
  const key = `${lang} ${propertyType}`;
  let options = made.get(key);
  if (!options) {
    const collator = new Intl.Collator(intlLocale(lang), { sensitivity: 'base' });
    options = SUB_TYPES_BY_PROPERTY_TYPE[propertyType]
      .map((value) => ({ value, label: formatPropertySubType(lang, value) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    made.set(key, options);
  }
  return options;
}

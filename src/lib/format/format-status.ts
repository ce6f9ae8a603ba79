import { isLeaseType } from '../../contract';
import { isMessageKey } from '../i18n/is-message-key';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { splitCamelCase } from './split-camel-case';

/**
 * The display name of a RESO listing status: 'Active' reads 'For Sale' (SPEC §4), or 'For Rent' for a
 * lease when its PropertyType is given, the others their translated names ('ComingSoon' → 'Coming Soon' / 'Próximamente'). A status outside the catalog is
 * shown with its camel case split; a missing one as 'N/A'.
 */
export function formatStatus(
  lang: Lang,
  status: string | null | undefined,
  propertyType?: string | null | undefined,
): string {
  const value = status?.trim();
  if (!value) return translate(lang, 'common.notAvailable');
  if (value === 'Active' && isLeaseType(propertyType)) return translate(lang, 'status.ActiveLease');
  const key = `status.${value}`;
  return isMessageKey(key) ? translate(lang, key) : splitCamelCase(value);
}

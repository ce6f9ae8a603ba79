import { isLeaseType } from '../../contract';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { formatPrice } from './format-price';

/**
 * A listing's asking price as cards, the detail, the map and the compare table show it: a lease's is a
 * month's rent ('$2,450/mo', '$2,450/mes'), a sale's the price alone; none reads 'No Price'.
 */
export function formatAskingPrice(
  lang: Lang,
  price: number | null | undefined,
  propertyType: string | null | undefined,
): string {
  const formatted = formatPrice(lang, price);
  return isLeaseType(propertyType) && formatted !== translate(lang, 'card.noPrice')
    ? `${formatted}${translate(lang, 'price.perMonth')}`
    : formatted;
}

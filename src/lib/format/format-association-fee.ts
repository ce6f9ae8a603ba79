import type { Lang } from '../i18n/lang';
import type { MessageKey } from '../i18n/messages-en';
import { translate } from '../i18n/translate';
import { formatPrice } from './format-price';
import { formatValue } from './format-value';

// RESO's AssociationFeeFrequency values a buyer meets most, as a short period after the amount.
const PERIODS: Readonly<Record<string, MessageKey>> = {
  monthly: 'price.perMonth',
  annually: 'price.perYear',
  quarterly: 'price.perQuarter',
  'semi-annually': 'price.perHalfYear',
};

/**
 * An HOA fee with its period ('$150/mo', '$1,200/yr'; '/mes', '/año'); a period the MLS names otherwise
 * follows in its own words ('$300 (Bi-Monthly)'), and a fee without one stands alone.
 */
export function formatAssociationFee(lang: Lang, fee: number | null, frequency: string | null): string {
  if (fee === null) return formatValue(lang, null);
  const amount = formatPrice(lang, fee);
  const period = frequency?.trim() ?? '';
  if (!period) return amount;
  const key = PERIODS[period.toLowerCase()];
  return key ? `${amount}${translate(lang, key)}` : `${amount} (${period})`;
}

import type { MapPin } from '../contract';
import { formatShortPrice } from '../lib/format/format-short-price';
import type { Lang } from '../lib/i18n/lang';
import { translate } from '../lib/i18n/translate';

/**
 * The text on a pin: the short price of its first listing ('$350k', '$1.3M', 'N/A' without a price,
 * SPEC §2), a lease's per month ('$2.4k/mo', as its card reads), and '+N' when more listings share the
 * coordinate (they open together in one popup).
 */
export function pinLabel(lang: Lang, pin: MapPin, lease = false): string {
  const short = formatShortPrice(lang, pin.listings[0]?.ListPrice ?? null);
  const price =
    lease && short !== translate(lang, 'common.notAvailable')
      ? `${short}${translate(lang, 'price.perMonth')}`
      : short;
  const others = pin.listings.length - 1;
  return others > 0 ? `${price} +${others}` : price;
}

/** Pin colour (SPEC §2): Active versus any other status; a shared pin is Active if any listing is. */
export function pinIsActive(pin: MapPin): boolean {
  return pin.listings.some((listing) => listing.MlsStatus === 'Active');
}

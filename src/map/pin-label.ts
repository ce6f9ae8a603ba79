import type { MapPin } from '../contract';
import { formatShortPrice } from '../lib/format/format-short-price';
import type { Lang } from '../lib/i18n/lang';

/**
 * The text on a pin: the short price of its first listing ('$350k', '$1.3M', 'N/A' without a price,
 * SPEC §2), and '+N' when more listings share the coordinate (they open together in one popup).
 */
export function pinLabel(lang: Lang, pin: MapPin): string {
  const price = formatShortPrice(lang, pin.listings[0]?.ListPrice ?? null);
  const others = pin.listings.length - 1;
  return others > 0 ? `${price} +${others}` : price;
}

/** Pin colour (SPEC §2): Active versus any other status; a shared pin is Active if any listing is. */
export function pinIsActive(pin: MapPin): boolean {
  return pin.listings.some((listing) => listing.MlsStatus === 'Active');
}

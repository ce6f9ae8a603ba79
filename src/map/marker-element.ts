import type { MapPin } from '../contract';
import { abbreviateNumber } from '../lib/format/abbreviate-number';
import { formatStatus } from '../lib/format/format-status';
import type { Lang } from '../lib/i18n/lang';
import { translate } from '../lib/i18n/translate';
import { translatePlural } from '../lib/i18n/translate-plural';
import { clusterIconSize } from './cluster-icon-size';
import { pinIsActive, pinLabel } from './pin-label';

// Our classes only: the map engine's own class on the element (which positions it) must survive a
// button being reused for another kind of marker.
const OWN_CLASSES = ['bb-cluster', 'bb-pin', 'active', 'other'];

function setOwnClasses(element: HTMLElement, ...classes: string[]): void {
  element.classList.remove(...OWN_CLASSES);
  element.classList.add(...classes);
}

/**
 * A cluster's element: a round button sized by its listings (SPEC §2: 30 … 70 px), reading e.g.
 * '1.2k', named '1,234 listings' for screen readers.
 */
export function renderClusterElement(element: HTMLElement, lang: Lang, count: number): void {
  const size = `${clusterIconSize(count)}px`;
  setOwnClasses(element, 'bb-cluster');
  element.style.width = size;
  element.style.height = size;
  element.textContent = abbreviateNumber(count);
  element.setAttribute('aria-label', translatePlural(lang, 'map.cluster', count));
}

// Listings sharing a spot are units of one building: name the building, not one unit of it.
const UNIT = / (?:Unit|Apt|Ste|Suite) \S+$| #\S+$/i;

/**
 * A pin's element: a price tag ('$350k', 'N/A'), green for Active and grey for any other status, named
 * 'price, address' for screen readers (issue 5), the visible label first so speech control finds it.
 * A listing whose address may not be displayed is named by its status instead: the name must not say
 * what the card may not. `nearby`: the tag gathers pins too close to tell apart, named 'near' the first;
 * `lease`: its prices are rents.
 */
export function renderPinElement(
  element: HTMLElement,
  lang: Lang,
  pin: MapPin,
  options: { readonly nearby?: boolean; readonly lease?: boolean } = {},
): void {
  const { nearby = false, lease = false } = options;
  const label = pinLabel(lang, pin, lease);
  setOwnClasses(element, 'bb-pin', pinIsActive(pin) ? 'active' : 'other');
  // A button that was a cluster before keeps no cluster size.
  element.style.removeProperty('width');
  element.style.removeProperty('height');
  element.textContent = label;
  element.dataset.listingKeys = pin.listings.map((listing) => listing.ListingKeyNumeric).join(' ');
  const shared = pin.listings.length > 1;
  const address = pin.listings[0]?.Address ?? null;
  const place =
    address === null
      ? [...new Set(pin.listings.map((listing) => formatStatus(lang, listing.MlsStatus)))].join(', ')
      : shared && !nearby
        ? address.replace(UNIT, '')
        : address;
  const name = shared
    ? translate(lang, nearby ? 'map.pinNearby' : 'map.pinShared', {
        listings: translatePlural(lang, 'map.cluster', pin.listings.length),
        price: label,
        place,
      })
    : translate(lang, 'map.pin', { price: label, place });
  element.setAttribute('aria-label', name);
}

/** A fresh marker button; the caller fills it with one of the render functions above. */
export function createMarkerButton(onActivate: (element: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.addEventListener('click', (event) => {
    // The map behind the marker must not take this for a click on the map (which closes popups).
    event.stopPropagation();
    onActivate(button);
  });
  return button;
}

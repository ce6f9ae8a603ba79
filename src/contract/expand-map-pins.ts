import type { MapPins } from './map-pins';

export interface MapPinListing {
  ListingKeyNumeric: number;
  ListPrice: number | null;
  MlsStatus: string;
}

export interface MapPin {
  lat: number;
  lng: number;
  /** One or more listings at exactly this coordinate, in the query's sort order. */
  listings: MapPinListing[];
}

/** The pins of a columnar pins response as objects, e.g. to feed a clusterer. */
export function expandMapPins(pins: MapPins): MapPin[] {
  const expanded: MapPin[] = [];
  let next = 0;
  pins.count.forEach((n, i) => {
    const listings: MapPinListing[] = [];
    for (let j = next; j < next + n; j++) {
      listings.push({
        ListingKeyNumeric: pins.key[j] ?? 0,
        ListPrice: pins.price[j] ?? null,
        MlsStatus: pins.statuses[pins.status[j] ?? 0] ?? '',
      });
    }
    next += n;
    expanded.push({ lat: pins.lat[i] ?? 0, lng: pins.lng[i] ?? 0, listings });
  });
  return expanded;
}

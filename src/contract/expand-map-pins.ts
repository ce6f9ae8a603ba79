import * as v from 'valibot';
import type { MapPins } from './map-pins';
import { joinPinAddress } from './map-pins-address';

/** One listing of a pin, with the fields the pins call carries (SPEC §3 names). */
export const mapPinListingSchema = v.object({
  ListingKeyNumeric: v.number(),
  ListPrice: v.nullable(v.number()),
  MlsStatus: v.string(),
  /** The street line; null when the listing's address may not be displayed. */
  Address: v.nullable(v.string()),
});

/** A pin: one coordinate and the listings standing there. */
export const mapPinSchema = v.object({
  lat: v.number(),
  lng: v.number(),
  /** One or more listings at exactly this coordinate, in key order. */
  listings: v.array(mapPinListingSchema),
});

export type MapPinListing = v.InferOutput<typeof mapPinListingSchema>;
export type MapPin = v.InferOutput<typeof mapPinSchema>;

/** The pins of a columnar pins response as objects. */
export function expandMapPins(pins: MapPins): MapPin[] {
  const expanded: MapPin[] = [];
  let first = 0;
  pins.count.forEach((n, i) => {
    expanded.push(mapPinAt(pins, i, first));
    first += n;
  });
  return expanded;
}

/**
 * Pin `i` of a columnar pins response as an object, its listings starting at listing `first` (the
 * counts of the pins before it, added up). For building only the pins a view shows, not all of them.
 */
export function mapPinAt(pins: MapPins, i: number, first: number): MapPin {
  const listings: MapPinListing[] = [];
  for (let j = first; j < first + (pins.count[i] ?? 0); j++) {
    const street = pins.street[j] ?? null;
    listings.push({
      ListingKeyNumeric: pins.key[j] ?? 0,
      ListPrice: pins.price[j] ?? null,
      MlsStatus: pins.statuses[pins.status[j] ?? 0] ?? '',
      Address:
        street === null
          ? null
          : joinPinAddress({
              house: pins.house[j] ?? '',
              street: pins.streets[street] ?? '',
              unit: pins.unit[j] ?? '',
            }),
    });
  }
  return { lat: pins.lat[i] ?? 0, lng: pins.lng[i] ?? 0, listings };
}

import type { MapPins } from '../../../src/contract';

/** One matching listing as the pins query returns it. */
export interface PinRow {
  key: number;
  lat: number;
  lng: number;
  price: number | null;
  status: string;
}

// Six decimals are about 0.1 m: finer than any pin can show, and shorter text to send.
const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Lays rows out in the columns of `mapPinsSchema`: rows at the same (rounded) coordinate become one pin
 * with its listings in key order. Pins go south to north, then west to east: their order means nothing
 * to a map, and neighbouring latitudes share digits, which gzip rewards (6 % smaller for Austin).
 * One numeric sort and a linear walk: grouping 18,000 rows through a map of string keys cost 30 ms.
 */
export function mapPinColumns(rows: readonly PinRow[]): Omit<MapPins, 'total' | 'truncated'> {
  const placed = rows.map((row) => ({ row, lat: round6(row.lat), lng: round6(row.lng) }));
  placed.sort((a, b) => a.lat - b.lat || a.lng - b.lng || a.row.key - b.row.key);
  const statusIndex = new Map<string, number>();
  const pins: Omit<MapPins, 'total' | 'truncated'> = {
    statuses: [],
    lat: [],
    lng: [],
    count: [],
    key: [],
    price: [],
    status: [],
  };
  let previous: { lat: number; lng: number } | null = null;
  for (const { row, lat, lng } of placed) {
    if (previous !== null && previous.lat === lat && previous.lng === lng) {
      const last = pins.count.length - 1;
      pins.count[last] = (pins.count[last] ?? 0) + 1;
    } else {
      pins.lat.push(lat);
      pins.lng.push(lng);
      pins.count.push(1);
      previous = { lat, lng };
    }
    let index = statusIndex.get(row.status);
    if (index === undefined) {
      index = pins.statuses.length;
      statusIndex.set(row.status, index);
      pins.statuses.push(row.status);
    }
    pins.key.push(row.key);
    pins.price.push(row.price);
    pins.status.push(index);
  }
  return pins;
}

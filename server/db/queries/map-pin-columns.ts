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
 * with its listings in row order. Pins go south to north: their order means nothing to a map, and
 * neighbouring latitudes share digits, which gzip rewards (6 % smaller for Austin).
 */
export function mapPinColumns(rows: readonly PinRow[]): Omit<MapPins, 'total' | 'truncated'> {
  const groups = new Map<string, { lat: number; lng: number; rows: PinRow[] }>();
  for (const row of rows) {
    const lat = round6(row.lat);
    const lng = round6(row.lng);
    const at = `${lat},${lng}`;
    const group = groups.get(at);
    if (group) group.rows.push(row);
    else groups.set(at, { lat, lng, rows: [row] });
  }
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
  for (const group of [...groups.values()].sort((a, b) => a.lat - b.lat || a.lng - b.lng)) {
    pins.lat.push(group.lat);
    pins.lng.push(group.lng);
    pins.count.push(group.rows.length);
    for (const row of group.rows) {
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
  }
  return pins;
}

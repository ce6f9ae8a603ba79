import type { PinRows } from '../../../server/search/pin-rows';
import type { MapPins } from '../../../src/contract';

/**
 * The columns `mapPinsJson` writes, built the plain way as arrays for JSON.stringify: the oracle it is
 * held to. Neighbouring rows at the same coordinate become one pin; statuses and street names go into
 * dictionaries in order of first use; a hidden address (street -1) travels as a null street.
 */
export function mapPinColumns(rows: PinRows): Omit<MapPins, 'total' | 'truncated'> {
  const { length, lat, lng } = rows;
  const price = new Array<number | null>(length);
  const status = new Array<number>(length);
  const street = new Array<number | null>(length);
  const statuses = new Dictionary(rows.statusName);
  const streets = new Dictionary(rows.streetName);
  const pinLat: number[] = [];
  const pinLng: number[] = [];
  const count: number[] = [];
  for (let row = 0; row < length; row++) {
    if (row > 0 && lat[row - 1] === lat[row] && lng[row - 1] === lng[row]) {
      count[count.length - 1] = (count[count.length - 1] as number) + 1;
    } else {
      pinLat.push((lat[row] as number) / 1e6);
      pinLng.push((lng[row] as number) / 1e6);
      count.push(1);
    }
    const value = rows.price[row] as number;
    price[row] = Number.isNaN(value) ? null : value;
    status[row] = statuses.indexOf(rows.status[row] as number);
    const code = rows.street[row] as number;
    // Hidden: no part of it travels, only the null that says so.
    street[row] = code < 0 ? null : streets.indexOf(code);
  }
  return {
    statuses: statuses.values,
    streets: streets.values,
    lat: pinLat,
    lng: pinLng,
    count,
    key: Array.from(rows.key),
    price,
    status,
    house: rows.house,
    street,
    unit: rows.unit,
  };
}

/** The strings of an answer's dictionary column, in order of first use, from the index's codes. */
class Dictionary {
  readonly values: string[] = [];
  private readonly index = new Map<number, number>();

  constructor(private readonly name: (code: number) => string) {}

  indexOf(code: number): number {
    let at = this.index.get(code);
    if (at === undefined) {
      at = this.values.length;
      this.index.set(code, at);
      this.values.push(this.name(code));
    }
    return at;
  }
}

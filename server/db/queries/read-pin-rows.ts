import * as v from 'valibot';

/** The matching listings of a pins query, column by column; coordinates in millionths of a degree. */
export interface PinRows {
  length: number;
  lat: Int32Array;
  lng: Int32Array;
  key: Float64Array;
  /** NaN where the listing has no price. */
  price: Float64Array;
  status: string[];
  /** The street line; null where the address may not be displayed. */
  address: (string | null)[];
}

const addressesSchema = v.array(v.nullable(v.string()));

const FIELDS = 5;

/**
 * Reads the pins query's text, 'lat,lng,key,price,status,' repeated (price empty when none; no match at
 * all is SQL NULL), and the JSON array of their addresses into typed columns, checking every value: a
 * malformed row is a bug, never a pin in the sea. One split and typed arrays: 18,000 row objects cost
 * more to build and sort than the query.
 */
export function readPinRows(text: string | null, addressJson: string | null): PinRows {
  const parts = text === null || text === '' ? [] : text.split(',');
  if (parts.length % FIELDS !== 0) throw new Error('map pins: unexpected row text');
  const length = parts.length / FIELDS;
  const address = v.parse(addressesSchema, addressJson === null ? [] : JSON.parse(addressJson));
  if (address.length !== length) throw new Error('map pins: addresses and rows differ in number');
  const rows: PinRows = {
    length,
    lat: new Int32Array(length),
    lng: new Int32Array(length),
    key: new Float64Array(length),
    price: new Float64Array(length),
    status: new Array<string>(length),
    address,
  };
  for (let i = 0, at = 0; i < length; i++, at += FIELDS) {
    const lat = Number(parts[at]);
    const lng = Number(parts[at + 1]);
    const key = Number(parts[at + 2]);
    const price = parts[at + 3] === '' ? Number.NaN : Number(parts[at + 3]);
    const status = parts[at + 4] ?? '';
    if (
      !Number.isInteger(lat) ||
      !Number.isInteger(lng) ||
      !Number.isSafeInteger(key) ||
      (parts[at + 3] !== '' && !Number.isFinite(price)) ||
      status === ''
    ) {
      throw new Error(`map pins: unexpected row ${parts.slice(at, at + FIELDS).join(',')}`);
    }
    rows.lat[i] = lat;
    rows.lng[i] = lng;
    rows.key[i] = key;
    rows.price[i] = price;
    rows.status[i] = status;
  }
  return rows;
}

import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * A column of tens of thousands of values, checked in one tight loop: a pipe of actions per element
 * costs the pins worker 20–40 ms on the 18,000 listings of Austin at zoom 10, this about 2.
 */
function column<T>(isItem: (item: unknown) => item is T, what: string) {
  return v.custom<T[]>(
    (input) => Array.isArray(input) && input.every(isItem),
    `Expected an array of ${what}`,
  );
}

/**
 * The body of GET /api/v1/map/pins/{json}, in columns so a whole metro's pins stay small:
 *
 * - per pin (one distinct coordinate, in no particular order): `lat[i]`, `lng[i]` (degrees, 6 decimals)
 *   and `count[i]`, how many listings stand there (identical coordinates share one pin, SPEC §2);
 * - per listing, pin after pin, `count[i]` entries each: `key` (ListingKeyNumeric), `price` (ListPrice in
 *   whole dollars, `null` when none: the pin reads 'N/A') and `status`, an index into `statuses`
 *   (MlsStatus names; the pin colour is Active versus any other);
 * - the listing's street address (a pin's accessible name is 'price, address'), in three parts so the
 *   street names a metro repeats travel once: `house` (what stands before the street, '1234'),
 *   `street`, an index into `streets` ('Oak Hollow Dr'), and `unit` (what follows it, 'Unit 204'), ''
 *   where there is none. `street` is `null` for a listing whose address may not be displayed (its
 *   Address is null in the listings call too). `mapPinAddress` puts the parts back together.
 *
 * `total` is every listing the query matches; `truncated` says the pins stop short of it (the server caps
 * them), in which case they are the first ones in the query's sort order.
 */
export const mapPinsSchema = v.pipe(
  v.object({
    total: count,
    truncated: v.boolean(),
    statuses: v.array(v.string()),
    streets: v.array(v.string()),
    lat: column(isFiniteNumber, 'finite numbers'),
    lng: column(isFiniteNumber, 'finite numbers'),
    count: column((x): x is number => isCount(x) && x >= 1, 'counts of 1 or more'),
    key: column(isCount, 'listing keys'),
    price: column((x): x is number | null => x === null || isFiniteNumber(x), 'prices or null'),
    status: column(isCount, 'status indexes'),
    house: column((x): x is string => typeof x === 'string', 'strings'),
    street: column((x): x is number | null => x === null || isCount(x), 'street indexes or null'),
    unit: column((x): x is string => typeof x === 'string', 'strings'),
  }),
  v.check(
    (pins) =>
      pins.lng.length === pins.lat.length &&
      pins.count.length === pins.lat.length &&
      pins.count.reduce((sum, n) => sum + n, 0) === pins.key.length &&
      [pins.price, pins.status, pins.house, pins.street, pins.unit].every(
        (column) => column.length === pins.key.length,
      ) &&
      pins.status.every((index) => index < pins.statuses.length) &&
      pins.street.every((index) => index === null || index < pins.streets.length) &&
      pins.key.length <= pins.total &&
      (pins.truncated || pins.key.length === pins.total),
    'Expected pin and listing columns of matching lengths',
  ),
);

export type MapPins = v.InferOutput<typeof mapPinsSchema>;

/** An answer with no pins, its columns fresh arrays a builder may fill. */
export function emptyMapPins(): MapPins {
  return {
    total: 0,
    truncated: false,
    statuses: [],
    streets: [],
    lat: [],
    lng: [],
    count: [],
    key: [],
    price: [],
    status: [],
    house: [],
    street: [],
    unit: [],
  };
}

/** Response of GET /api/v1/map/pins/{json}: `{ data: MapPins }`. */
export const mapPinsResponseSchema = v.object({ data: mapPinsSchema });

export type MapPinsResponse = v.InferOutput<typeof mapPinsResponseSchema>;

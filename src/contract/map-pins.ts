import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const finite = v.pipe(v.number(), v.finite());

/**
 * The body of GET /api/v1/map/pins/{json}, in columns so a whole metro's pins stay small:
 *
 * - per pin (one distinct coordinate, in no particular order): `lat[i]`, `lng[i]` (degrees, 6 decimals)
 *   and `count[i]`, how many listings stand there (identical coordinates share one pin, SPEC §2);
 * - per listing, pin after pin, `count[i]` entries each: `key` (ListingKeyNumeric), `price` (ListPrice in
 *   whole dollars, `null` when none: the pin reads 'N/A') and `status`, an index into `statuses`
 *   (MlsStatus names; the pin colour is Active versus any other).
 *
 * `total` is every listing the query matches; `truncated` says the pins stop short of it (the server caps
 * them), in which case they are the first ones in the query's sort order.
 */
export const mapPinsSchema = v.pipe(
  v.object({
    total: count,
    truncated: v.boolean(),
    statuses: v.array(v.string()),
    lat: v.array(finite),
    lng: v.array(finite),
    count: v.array(v.pipe(count, v.minValue(1))),
    key: v.array(v.pipe(count, v.safeInteger())),
    price: v.array(v.nullable(finite)),
    status: v.array(count),
  }),
  v.check(
    (pins) =>
      pins.lng.length === pins.lat.length &&
      pins.count.length === pins.lat.length &&
      pins.count.reduce((sum, n) => sum + n, 0) === pins.key.length &&
      pins.price.length === pins.key.length &&
      pins.status.length === pins.key.length &&
      pins.status.every((index) => index < pins.statuses.length) &&
      pins.key.length <= pins.total &&
      (pins.truncated || pins.key.length === pins.total),
    'Expected pin and listing columns of matching lengths',
  ),
);

export type MapPins = v.InferOutput<typeof mapPinsSchema>;

/** Response of GET /api/v1/map/pins/{json}: `{ data: MapPins }`. */
export const mapPinsResponseSchema = v.object({ data: mapPinsSchema });

export type MapPinsResponse = v.InferOutput<typeof mapPinsResponseSchema>;

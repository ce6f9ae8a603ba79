import * as v from 'valibot';
import { slugSchema } from './slug';
import { wireNumberSchema } from './wire-number';
import { withBooleanSuccess } from './with-boolean-success';

/** The kinds of area GET /api/v1/map/area/{kind}/{value} and …/polygon/{kind}/{value} know. */
export const AREA_KINDS = ['zip', 'city', 'county', 'metro', 'region', 'regions'] as const;

export type AreaKind = (typeof AREA_KINDS)[number];

/**
 * Path parameters of GET /api/v1/map/area/{kind}/{value} and GET /api/v1/map/polygon/{kind}/{value}: a
 * ZIP code for 'zip', a slug otherwise ('regions' takes any slug, e.g. 'texas', for all regions).
 */
export const areaParamsSchema = v.pipe(
  v.object({
    kind: v.picklist(AREA_KINDS, `Expected one of ${AREA_KINDS.join(', ')}`),
    value: slugSchema,
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['value']],
      (params) => params.kind !== 'zip' || /^\d{5}$/.test(params.value),
      'Expected a 5-digit ZIP code',
    ),
    ['value'],
  ),
);

export type AreaParams = v.InferOutput<typeof areaParamsSchema>;

/** A point as the map takes it. */
export const latLngSchema = v.object({
  lat: v.pipe(wireNumberSchema, v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(wireNumberSchema, v.minValue(-180), v.maxValue(180)),
});

export type LatLng = v.InferOutput<typeof latLngSchema>;

/**
 * Response of GET /api/v1/map/area/{kind}/{value} (and the older …/city/{city}, …/county/{county}/,
 * …/metro/{metro}): `{ success: true, data: { zoom, center: { lat, lng } } }` or `{ success: false }`,
 * on which the map does nothing. Narrow on `success`.
 */
export const areaInfoResponseSchema = v.pipe(
  v.unknown(),
  v.transform(withBooleanSuccess),
  v.variant('success', [
    v.object({ success: v.literal(true), data: v.object({ zoom: wireNumberSchema, center: latLngSchema }) }),
    // Whatever a failed lookup carries in `data` (often `[]`) is meaningless.
    v.object({ success: v.literal(false) }),
  ]),
  v.transform((body) => (body.success ? body : { success: false as const, data: null })),
);

export type AreaInfoResponse = v.InferOutput<typeof areaInfoResponseSchema>;

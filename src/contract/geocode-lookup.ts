import * as v from 'valibot';
import { latLngSchema } from './area-info';
import { nullableTextSchema } from './wire-text';

/** Path parameter of GET /api/GetCityLatLng/{city}, /GetCountyLatLng/{county}, /GetMetroLatLng/{metro}, /getPsLatLng/{postalCode}. */
export const geocodeParamsSchema = v.object({
  value: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Expected a place name or ZIP code'),
    v.maxLength(100, 'Expected a place name or ZIP code'),
  ),
});

/**
 * One geocoding result in the Google Geocoding shape the map code already knows:
 * `{ geometry: { location: { lat, lng }, viewport? } }`. A missing viewport is `null` (centre at zoom 17).
 */
export const geocodeResultSchema = v.object({
  formatted_address: nullableTextSchema,
  geometry: v.object({
    location: latLngSchema,
    viewport: v.nullish(v.object({ northeast: latLngSchema, southwest: latLngSchema }), null),
  }),
});

export type GeocodeResult = v.InferOutput<typeof geocodeResultSchema>;

/**
 * Response of GET /api/GetCityLatLng/{city}, /api/GetCountyLatLng/{county}, /api/GetMetroLatLng/{metro}
 * and /api/getPsLatLng/{postalCode}: `{ results: GeocodeResult[] }` ("results with geometry location").
 */
export const geocodeResponseSchema = v.object({
  results: v.nullish(v.array(geocodeResultSchema), () => []),
});

export type GeocodeResponse = v.InferOutput<typeof geocodeResponseSchema>;

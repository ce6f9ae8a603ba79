import * as v from 'valibot';

// GeoJSON positions are [lng, lat]; a third (altitude) member is dropped.
const positionSchema = v.pipe(
  v.array(v.pipe(v.number(), v.finite())),
  v.minLength(2, 'Expected a [lng, lat] position'),
  v.transform((position): [number, number] => [position[0] ?? 0, position[1] ?? 0]),
);

const polygonSchema = v.object({
  type: v.literal('Polygon'),
  coordinates: v.array(v.array(positionSchema)),
});

const multiPolygonSchema = v.object({
  type: v.literal('MultiPolygon'),
  coordinates: v.array(v.array(v.array(positionSchema))),
});

const areaGeometrySchema = v.variant('type', [polygonSchema, multiPolygonSchema]);

export type AreaGeometry = v.InferOutput<typeof areaGeometrySchema>;

const featureSchema = v.object({
  type: v.literal('Feature'),
  geometry: areaGeometrySchema,
  properties: v.nullish(v.record(v.string(), v.unknown()), null),
});

export type AreaFeature = v.InferOutput<typeof featureSchema>;

// Backends answer with a bare geometry, a Feature, a FeatureCollection, any of them under `data`, or
// nothing for an unknown area; the map takes one FeatureCollection.
function toFeatureCollection(body: unknown): unknown {
  let value = body;
  if (typeof value === 'object' && value !== null && 'data' in value && !('type' in value))
    value = value.data;
  if (value === null || value === undefined || value === false)
    return { type: 'FeatureCollection', features: [] };
  if (typeof value !== 'object' || !('type' in value)) return value;
  if (value.type === 'Polygon' || value.type === 'MultiPolygon') {
    return { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: value, properties: null }] };
  }
  if (value.type === 'Feature') return { type: 'FeatureCollection', features: [value] };
  return value;
}

/**
 * Response of GET /api/v1/map/polygon/{kind}/{value}: the area outline as a GeoJSON FeatureCollection of
 * Polygon / MultiPolygon features ([lng, lat]); an unknown area is an empty collection. This is also the
 * shape for the geojson area URL the map draws (SPEC §2).
 */
export const areaPolygonResponseSchema = v.pipe(
  v.unknown(),
  v.transform(toFeatureCollection),
  v.object({
    type: v.literal('FeatureCollection'),
    features: v.array(featureSchema),
  }),
);

export type AreaPolygonResponse = v.InferOutput<typeof areaPolygonResponseSchema>;

import * as v from 'valibot';

// 'lat,lng' in degrees, as a query parameter: 30.2672,-97.7431.
const POINT = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

const pointParamSchema = v.pipe(
  v.string(),
  v.regex(POINT, "Expected 'lat,lng' in degrees"),
  v.transform((text) => {
    const [, lat, lng] = POINT.exec(text) ?? [];
    return { lat: Number(lat), lng: Number(lng) };
  }),
  v.check(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'Expected a point on Earth'),
);

/** Query of GET /api/commute: from the listing to the visitor's destination. */
export const commuteQuerySchema = v.object({ from: pointParamSchema, to: pointParamSchema });

export type CommuteQuery = v.InferOutput<typeof commuteQuerySchema>;

/** The ways to travel a routing provider may time. */
export const COMMUTE_MODES = ['drive', 'transit', 'walk'] as const;

export type CommuteMode = (typeof COMMUTE_MODES)[number];

const commuteRouteSchema = v.object({
  mode: v.picklist(COMMUTE_MODES),
  seconds: v.pipe(v.number(), v.finite(), v.minValue(0)),
  meters: v.pipe(v.number(), v.finite(), v.minValue(0)),
});

export type CommuteRoute = v.InferOutput<typeof commuteRouteSchema>;

/**
 * GET /api/commute's answer: the routed times of each mode the configured provider offers, or, with no
 * provider configured (`provider: null`), none: the widget then shows an estimate labelled as one. A
 * provider that finds no route answers no routes.
 */
export const commuteResponseSchema = v.object({
  data: v.object({
    provider: v.nullable(v.picklist(['osrm', 'mapbox'])),
    routes: v.array(commuteRouteSchema),
  }),
});

export type CommuteResponse = v.InferOutput<typeof commuteResponseSchema>;

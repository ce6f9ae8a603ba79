import * as v from 'valibot';
import type { LatLng } from '../lib/listing-detail/straight-line-miles';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { toApiFailure } from './to-api-failure';

const directionsSchema = v.object({
  code: v.string(),
  routes: v.optional(
    v.array(v.object({ duration: v.pipe(v.number(), v.finite()), distance: v.pipe(v.number(), v.finite()) })),
    [],
  ),
});

/** A driving route: seconds and metres, as Mapbox Directions reports them. */
export interface DriveRoute {
  readonly seconds: number;
  readonly meters: number;
}

const DIRECTIONS = 'https://api.mapbox.com/directions/v5/mapbox/driving/';

/**
 * The drive by car from `from` to `to` with Mapbox Directions, only ever called with the brokerage's
 * Mapbox token (the map token). Null when Mapbox finds no route. Without a token the commute box never
 * gets here: it shows the straight-line distance as an estimate instead. Failures name the service, never
 * the URL: it carries the token.
 */
export async function fetchMapboxDrive(
  api: ApiClient,
  token: string,
  from: LatLng,
  to: LatLng,
  signal?: AbortSignal,
): Promise<ApiResult<DriveRoute | null>> {
  const coords = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const url = `${DIRECTIONS}${coords}?${new URLSearchParams({ access_token: token, overview: 'false' })}`;
  try {
    const body = await api.http.get(url, signal ? { signal } : {}).json(directionsSchema);
    const route = body.code === 'Ok' ? body.routes[0] : undefined;
    return { ok: true, value: route ? { seconds: route.duration, meters: route.distance } : null };
  } catch (error) {
    return { ok: false, failure: toApiFailure(error, DIRECTIONS) };
  }
}

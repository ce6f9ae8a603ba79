import * as v from 'valibot';
import type { CommuteQuery, CommuteRoute } from '../../src/contract';

// OSRM's documented answer of /route/v1 (http://project-osrm.org/docs/v5.24.0/api/#route-service): 'Ok'
// with routes, or a code such as 'NoRoute'; duration in seconds, distance in metres. Mapbox Directions v5
// answers in the same shape (fetch-mapbox-routes.ts).
export const osrmAnswerSchema = v.object({
  code: v.string(),
  routes: v.optional(
    v.array(
      v.object({
        duration: v.pipe(v.number(), v.finite(), v.minValue(0)),
        distance: v.pipe(v.number(), v.finite(), v.minValue(0)),
      }),
    ),
    [],
  ),
});

/** How long a routing provider may take before the visitor gets the estimate instead, ms. */
export const ROUTING_TIMEOUT_MS = 5_000;

/**
 * The drive from `from` to `to` on an OSRM-compatible server (`ROUTING_URL`, e.g. the project's demo
 * server https://router.project-osrm.org). One osrm-routed serves the one profile it was built for, so
 * only the drive is asked. No route (OSRM's 'NoRoute', 'NoSegment') is no route, not a failure; an
 * unreachable server, an HTTP error or an answer of another shape throws.
 */
export async function fetchOsrmRoutes(baseUrl: string, { from, to }: CommuteQuery): Promise<CommuteRoute[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}`);
  url.searchParams.set('overview', 'false');
  const response = await fetch(url, { signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS) });
  // OSRM answers 400 with a JSON code for a request it cannot route (NoSegment, NoRoute…).
  if (!response.ok && response.status !== 400) throw new Error(`OSRM answered ${response.status}`);
  const answer = v.parse(osrmAnswerSchema, await response.json());
  const route = answer.code === 'Ok' ? answer.routes[0] : undefined;
  if (!route) {
    if (answer.code === 'Ok' || answer.code.startsWith('No')) return [];
    throw new Error(`OSRM answered ${answer.code}`);
  }
  return [{ mode: 'drive', seconds: route.duration, meters: route.distance }];
}

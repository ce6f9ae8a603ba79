import * as v from 'valibot';
import type { CommuteMode, CommuteQuery, CommuteRoute } from '../../src/contract';
// Mapbox Directions v5 answers as OSRM does (https://docs.mapbox.com/api/navigation/directions/).
import { osrmAnswerSchema, ROUTING_TIMEOUT_MS } from './fetch-osrm-routes';

/** The Mapbox profiles of our modes: Mapbox has no transit. */
const PROFILES: readonly (readonly [CommuteMode, string])[] = [
  ['drive', 'mapbox/driving'],
  ['walk', 'mapbox/walking'],
];

/** Mapbox's Directions API; tests point it at a stand-in that answers as Mapbox documents. */
export const MAPBOX_DIRECTIONS_URL = 'https://api.mapbox.com/directions/v5/';

async function one(token: string, profile: string, { from, to }: CommuteQuery, directionsUrl: string) {
  const url = new URL(`${directionsUrl}${profile}/${from.lng},${from.lat};${to.lng},${to.lat}`);
  url.searchParams.set('overview', 'false');
  url.searchParams.set('access_token', token);
  const response = await fetch(url, { signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS) });
  // The URL carries the token: errors name the service only.
  if (!response.ok && response.status !== 422)
    throw new Error(`Mapbox Directions answered ${response.status}`);
  const answer = v.parse(osrmAnswerSchema, await response.json());
  // 'NoRoute', 'NoSegment': no way there, which is an answer; 'InvalidInput' and the like are our fault.
  if (answer.code !== 'Ok' && !answer.code.startsWith('No'))
    throw new Error(`Mapbox Directions answered ${answer.code}`);
  return answer.code === 'Ok' ? answer.routes[0] : undefined;
}

/**
 * The drive and the walk from `from` to `to` with Mapbox Directions and the server's Mapbox token
 * (MAPBOX_TOKEN). A mode Mapbox finds no route for is left out; a failure of either throws.
 */
export async function fetchMapboxRoutes(
  token: string,
  query: CommuteQuery,
  directionsUrl = MAPBOX_DIRECTIONS_URL,
): Promise<CommuteRoute[]> {
  const found = await Promise.all(PROFILES.map(([, profile]) => one(token, profile, query, directionsUrl)));
  return PROFILES.flatMap(([mode], i) => {
    const route = found[i];
    return route ? [{ mode, seconds: route.duration, meters: route.distance }] : [];
  });
}

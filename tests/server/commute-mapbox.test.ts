import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMapboxRoutes } from '../../server/commute/fetch-mapbox-routes';

const TOKEN = 'pk.test-token';

/**
 * A stand-in for Mapbox Directions v5 (https://docs.mapbox.com/api/navigation/directions/):
 * GET /directions/v5/mapbox/{driving|walking}/{lon},{lat};{lon},{lat}?access_token=…, answering 200 with
 * code 'Ok', routes (duration s, distance m, weight, legs) and waypoints; 200 with code 'NoRoute' and no
 * routes when there is no way there; 401 {"message":"Not Authorized - Invalid Token"} for a wrong token;
 * 422 {"code":"InvalidInput"} for a coordinate out of range.
 */
function startDirections(): Promise<{ url: string; paths: string[]; server: Server }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mapbox.test');
    paths.push(url.pathname);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('access_token') !== TOKEN)
      return json(401, { message: 'Not Authorized - Invalid Token' });
    const match =
      /^\/directions\/v5\/mapbox\/(driving|walking)\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/.exec(
        url.pathname,
      );
    if (!match) return json(404, { message: 'Not Found' });
    const [, profile, , , toLng, toLat] = match;
    if (Math.abs(Number(toLat)) > 90)
      return json(422, { code: 'InvalidInput', message: 'Coordinate is invalid: 190,30' });
    // An island with no bridge: no way there on foot or by car.
    if (Number(toLng) > -94 && Number(toLat) < 28)
      return json(200, { code: 'NoRoute', message: 'No route found', routes: [] });
    const walking = profile === 'walking';
    const route = { duration: walking ? 201_600.2 : 9_904.7, distance: walking ? 262_140.9 : 265_012.4 };
    return json(200, {
      code: 'Ok',
      uuid: 'stand-in',
      routes: [
        {
          ...route,
          weight: route.duration,
          weight_name: 'auto',
          legs: [{ ...route, steps: [], summary: '' }],
        },
      ],
      waypoints: [
        { name: 'Congress Avenue', location: [-97.7431, 30.2672], distance: 3.1 },
        { name: 'Bagby Street', location: [-95.3698, 29.7604], distance: 7.9 },
      ],
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/directions/v5/`, paths, server });
    });
  });
}

let directions: Awaited<ReturnType<typeof startDirections>>;
beforeAll(async () => {
  directions = await startDirections();
});
afterAll(() => {
  directions?.server.close();
});

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

describe('fetchMapboxRoutes', () => {
  it('asks Mapbox for the drive and the walk, lon,lat first, and answers both', async () => {
    const routes = await fetchMapboxRoutes(
      TOKEN,
      { from: AUSTIN, to: { lat: 29.7604, lng: -95.3698 } },
      directions.url,
    );
    expect(routes).toEqual([
      { mode: 'drive', seconds: 9_904.7, meters: 265_012.4 },
      { mode: 'walk', seconds: 201_600.2, meters: 262_140.9 },
    ]);
    expect(directions.paths).toContain('/directions/v5/mapbox/driving/-97.7431,30.2672;-95.3698,29.7604');
    expect(directions.paths).toContain('/directions/v5/mapbox/walking/-97.7431,30.2672;-95.3698,29.7604');
  });

  it('answers no route, not an error, where Mapbox finds no way there', async () => {
    const routes = await fetchMapboxRoutes(
      TOKEN,
      { from: AUSTIN, to: { lat: 27.5, lng: -93.5 } },
      directions.url,
    );
    expect(routes).toEqual([]);
  });

  it('fails on a refused token without putting the token in the message', async () => {
    const failure = fetchMapboxRoutes(
      'pk.wrong',
      { from: AUSTIN, to: { lat: 29.76, lng: -95.37 } },
      directions.url,
    );
    await expect(failure).rejects.toThrow('Mapbox Directions answered 401');
    await expect(failure).rejects.not.toThrow('pk.wrong');
  });

  it('fails on an input Mapbox refuses, instead of calling it no route', async () => {
    const failure = fetchMapboxRoutes(TOKEN, { from: AUSTIN, to: { lat: 95, lng: -95.37 } }, directions.url);
    await expect(failure).rejects.toThrow('Mapbox Directions answered InvalidInput');
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { commuteResponseSchema } from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';

/**
 * A stand-in OSRM server answering /route/v1/{profile}/{lon},{lat};{lon},{lat} as OSRM documents
 * (http://project-osrm.org/docs/v5.24.0/api/#route-service): 'Ok' with routes, each with duration (s),
 * distance (m), legs and weight, and the snapped waypoints; a coordinate off the road network answers 400
 * with code 'NoSegment'. A path beginning /broken answers 500 as a proxy in front of it would.
 */
function startOsrm(): Promise<{ url: string; paths: string[]; server: Server }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://osrm.test');
    paths.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/broken')) return json(500, { message: 'upstream down' });
    const match = /^\/route\/v1\/driving\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/.exec(url.pathname);
    if (!match) return json(400, { code: 'InvalidUrl', message: 'URL string malformed close to position 1' });
    const [, , , toLng, toLat] = match.map(Number);
    // The Gulf of Mexico: no road to snap to.
    if ((toLng ?? 0) > -94 && (toLat ?? 0) < 28) {
      return json(400, { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 1' });
    }
    return json(200, {
      code: 'Ok',
      routes: [
        {
          legs: [{ steps: [], summary: '', weight: 9_990.3, duration: 9_904.7, distance: 265_012.4 }],
          weight_name: 'routability',
          weight: 9_990.3,
          duration: 9_904.7,
          distance: 265_012.4,
        },
      ],
      waypoints: [
        { hint: 'a', distance: 3.1, name: 'Congress Avenue', location: [-97.7431, 30.2672] },
        { hint: 'b', distance: 7.9, name: 'Bagby Street', location: [-95.3698, 29.7604] },
      ],
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, paths, server });
    });
  });
}

let testDb: TestDb;
let osrm: Awaited<ReturnType<typeof startOsrm>>;
beforeAll(async () => {
  testDb = await openTestDb();
  osrm = await startOsrm();
});
afterAll(async () => {
  osrm?.server.close();
  await testDb?.close();
});

async function commuteWith(routingUrl: string | undefined, query: string) {
  const app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent', routingUrl },
    logger: false,
  });
  try {
    return await app.inject(`/api/commute?${query}`);
  } finally {
    await app.close();
  }
}

const AUSTIN_TO_HOUSTON = 'from=30.2672,-97.7431&to=29.7604,-95.3698';

describe('GET /api/commute', () => {
  it("answers the drive time of the OSRM server at ROUTING_URL, asked with OSRM's lon,lat order", async () => {
    const response = await commuteWith(`${osrm.url}/`, AUSTIN_TO_HOUSTON);
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(commuteResponseSchema, response.json()).data).toEqual({
      provider: 'osrm',
      routes: [{ mode: 'drive', seconds: 9_904.7, meters: 265_012.4 }],
    });
    expect(osrm.paths.at(-1)).toBe('/route/v1/driving/-97.7431,30.2672;-95.3698,29.7604?overview=false');
  });

  it('answers no route, not an error, for a destination OSRM cannot reach', async () => {
    const response = await commuteWith(osrm.url, 'from=30.2672,-97.7431&to=26.5,-92.1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { provider: 'osrm', routes: [] } });
  });

  it('answers 502 when the routing server fails, so the widget shows its labelled estimate', async () => {
    const response = await commuteWith(`${osrm.url}/broken`, AUSTIN_TO_HOUSTON);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('badGateway');
    // Nothing listens there.
    const closed = await commuteWith('http://127.0.0.1:9', AUSTIN_TO_HOUSTON);
    expect(closed.statusCode).toBe(502);
  });

  it('says no provider is configured when there is none, and asks nobody', async () => {
    const asked = osrm.paths.length;
    const response = await commuteWith(undefined, AUSTIN_TO_HOUSTON);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { provider: null, routes: [] } });
    expect(osrm.paths).toHaveLength(asked);
  });

  it('refuses points that are not lat,lng on Earth', async () => {
    for (const query of ['from=30.2,-97.7', 'from=Austin&to=Houston', 'from=95.1,-97.7&to=29.7,-95.3']) {
      const response = await commuteWith(osrm.url, query);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

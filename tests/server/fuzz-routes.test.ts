import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import * as contract from '../../src/contract';
import { openTestDb, type TestDb } from './support/open-test-db';
import { type RegisteredRoute, registeredRoutes } from './support/registered-routes';
import { type SignedInClient, signInClient } from './support/sign-in-client';
import { TEST_TODAY } from './support/test-app';

// Nothing listens here: social sign-in is set up, and its providers are unreachable, as on a bad day.
const NOWHERE = 'http://127.0.0.1:9';

let testDb: TestDb;
let app: FastifyInstance;
let client: SignedInClient;
let routes: RegisteredRoute[];
beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 40, seed: 7, today: TEST_TODAY });
  app = await buildApp({
    db: testDb.db,
    config: {
      mapboxToken: undefined,
      logLevel: 'silent',
      accounts: {
        googleClientId: 'fuzz.apps.googleusercontent.com',
        googleJwksUrl: `${NOWHERE}/certs`,
        facebookAppId: 'fuzz',
        facebookAppSecret: 'fuzz-secret',
        facebookGraphUrl: NOWHERE,
      },
    },
    today: () => TEST_TODAY,
    logger: false,
  });
  // Signing out last keeps the session for every route before it.
  const all = registeredRoutes(app);
  routes = [...all.filter((r) => r.path !== '/sign-out'), ...all.filter((r) => r.path === '/sign-out')];
});
// Each test signs out at its end (POST /sign-out is a route too): the next one starts a new session.
beforeEach(async () => {
  client = await signInClient(app, testDb.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const DEEP = 4000;
const LONG = 'x'.repeat(100 * 1024);

/** Values an attacker types into a path segment (raw, already percent-encoded where needed). */
const HOSTILE_PARAMS: Record<string, string> = {
  nul: 'a%00b',
  int4Overflow: '2147483648',
  int8Overflow: '9223372036854775808',
  huge: '99999999999999999999999999',
  negative: '-1',
  // A lone surrogate as it arrives in a URL: the UTF-8 bytes of U+D83C, which are not valid UTF-8.
  loneSurrogateBytes: '%ED%A0%BC',
  loneSurrogateEscape: encodeURIComponent('["7 \\ud83c",1]'),
  nulEscape: encodeURIComponent('{"text":"\\u0000","city":"\\u0000"}'),
  deepJson: encodeURIComponent('['.repeat(DEEP) + ']'.repeat(DEEP)),
  long: 'y'.repeat(60_000),
};

/** Every field name of every request and parameter schema the contract defines. */
const FIELD_NAMES = (() => {
  const names = new Set(['clientID', 'ClientID', 'email', 'password', 'PartyEmail', 'token', 'json']);
  const entriesOf = (schema: unknown): unknown => {
    if (typeof schema !== 'object' || schema === null) return null;
    if ('entries' in schema) return schema.entries;
    if ('pipe' in schema && Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0]);
    return null;
  };
  for (const [name, schema] of Object.entries(contract)) {
    if (!/(Request|Params)Schema$/.test(name)) continue;
    const entries = entriesOf(schema);
    if (typeof entries === 'object' && entries !== null)
      for (const key of Object.keys(entries)) names.add(key);
  }
  return [...names];
})();

const HOSTILE_VALUES: Record<string, unknown> = {
  nul: 'a\u0000b',
  loneSurrogate: 'x\ud83cy',
  int4Overflow: 2147483648,
  int4OverflowText: '2147483648',
  huge: 1e300,
  negative: -1,
  long: LONG,
  nested: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`),
  array: ['a\u0000', 2147483648],
  nullValue: null,
};

const everyField = (value: unknown, own?: number) =>
  Object.fromEntries(
    FIELD_NAMES.map((name) => [name, own !== undefined && /^client_?id$/i.test(name) ? own : value]),
  );

interface HostileBody {
  headers: Record<string, string>;
  payload: string;
}

/** Bodies a hostile client posts: hostile JSON in every field, raw oddities, broken multipart. */
const hostileBodies = (own?: number): Record<string, HostileBody> => {
  const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });
  const bodies: Record<string, HostileBody> = {
    deepJson: json('['.repeat(DEEP) + ']'.repeat(DEEP)),
    deepObject: json(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`),
    brokenJson: json('{"email": "a'),
    jsonString: json('"\\u0000"'),
    multipartNoBoundary: { headers: { 'content-type': 'multipart/form-data' }, payload: 'clientID=1' },
    multipartTruncated: {
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="PartyName"\r\n\r\nAna\u0000',
    },
    multipartNul: {
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: `--XyZ\r\nContent-Disposition: form-data; name="clientID"\r\n\r\n${own ?? 1}\r\n--XyZ\r\nContent-Disposition: form-data; name="PartyName"\r\n\r\nA\u0000na\r\n--XyZ--\r\n`,
    },
    formNul: {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: FIELD_NAMES.map((name) => `${name}=a%00b`).join('&'),
    },
    formSurrogate: {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: FIELD_NAMES.map((name) => `${name}=%ED%A0%BC`).join('&'),
    },
    textPlain: { headers: { 'content-type': 'text/plain' }, payload: 'a\u0000b' },
    xml: { headers: { 'content-type': 'application/xml' }, payload: '<a>\u0000</a>' },
    noContentType: { headers: {}, payload: 'a\u0000b' },
  };
  for (const [name, value] of Object.entries(HOSTILE_VALUES)) {
    bodies[`every field ${name}`] = json(JSON.stringify(everyField(value, own)));
  }
  return bodies;
};

const fill = (path: string, value: string) => path.replace(/:\w+/g, value).replace(/\*/g, value);

interface Probe {
  /** What is sent, for the failure list: route and the hostile value's name. */
  label: string;
  request: InjectOptions;
}

/** Sends each probe in turn; answers one line per probe that drew a 5xx, with the status and message. */
const run = async (probes: Probe[]) => {
  const failures: string[] = [];
  for (const { label, request } of probes) {
    const response = await app.inject(request);
    if (response.statusCode >= 500)
      failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return failures;
};

describe('every route against hostile input', () => {
  it('finds the routes the app registers', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'POST', path: '/sign-in' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/get-comments/:blogId' });
  });

  it('answers no hostile path or query value with a 5xx', async () => {
    const probes: Probe[] = [];
    for (const route of routes) {
      for (const [name, value] of Object.entries(HOSTILE_PARAMS)) {
        const url =
          route.path.includes(':') || route.path.includes('*') ? fill(route.path, value) : route.path;
        const query = `?q=${value}&text=${value}&page=${value}`;
        // Signed in, so the calls that need a session get as far as their parameters.
        const request: InjectOptions = {
          method: route.method,
          url: `${url}${query}`,
          headers: { cookie: client.cookie },
        };
        probes.push({ label: `${route.method} ${route.path} [${name}]`, request });
      }
    }
    expect(await run(probes)).toEqual([]);
  });

  it('answers no hostile body with a 5xx, signed in or not', async () => {
    const probes: Probe[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const cookie of [undefined, client.cookie]) {
        const bodies = hostileBodies(cookie ? client.clientId : undefined);
        for (const [name, body] of Object.entries(bodies)) {
          const request: InjectOptions = {
            method: route.method,
            url: fill(route.path, route.path.includes('ClientID') ? String(client.clientId) : '1'),
            headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
            payload: body.payload,
          };
          probes.push({
            label: `${route.method} ${route.path} [${name}${cookie ? ', signed in' : ''}]`,
            request,
          });
        }
      }
    }
    expect(await run(probes)).toEqual([]);
  });
});

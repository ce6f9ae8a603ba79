import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seed } from '../../server/data/seed';
import { isAllowedHost } from '../../server/http/allowed-hosts';
import { openTestDb, type TestDb } from './support/open-test-db';
import { signInClient } from './support/sign-in-client';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let dist: string;
const apps: FastifyInstance[] = [];

/** The server as `npm start` builds it from `env`, over the shared test database. */
async function appFor(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({
    db: testDb.db,
    config,
    distDir: dist,
    today: () => TEST_TODAY,
    logger: false,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 30, seed: 5, today: TEST_TODAY });
  dist = mkdtempSync(join(tmpdir(), 'bluebonnet-dist-'));
  writeFileSync(
    join(dist, 'bb-listings-ABCDEFGH.js'),
    'export {};\n//# sourceMappingURL=bb-listings-ABCDEFGH.js.map',
  );
  writeFileSync(join(dist, 'bb-listings-ABCDEFGH.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, 'metafile.json'), '{}');
  writeFileSync(join(dist, 'size-report.json'), '[]');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('host names the server answers for', () => {
  it("refuses a host that is not the brokerage's instead of redirecting to it", async () => {
    const app = await appFor({ SITE_URL: 'https://www.brokerage.test' });
    for (const url of ['/', '/contact', '/listings']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'x.evil.example' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.json().error.message).toContain('x.evil.example');
    }
    // A load balancer's health check may name no host at all: readiness and liveness still answer.
    for (const url of ['/api/ready', '/api/health']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: '' } });
      expect(response.statusCode, url).not.toBe(400);
    }
  });

  it('serves the site, its agent and city sub-domains, localhost and IP addresses', async () => {
    const app = await appFor({ SITE_URL: 'https://www.brokerage.test' });
    for (const host of ['www.brokerage.test', 'brokerage.test', 'austin.brokerage.test', '127.0.0.1:8080']) {
      const response = await app.inject({ method: 'GET', url: '/listings', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
    // The demo's own hosts when SITE_URL is not set.
    const demo = await appFor({});
    const agent = await demo.inject({
      method: 'GET',
      url: '/listings',
      headers: { host: 'jane.localhost:8080' },
    });
    expect(agent.statusCode).toBe(200);
  });

  it('matches patterns by whole labels: a look-alike domain is not a sub-domain', () => {
    const patterns = ['brokerage.test', '*.brokerage.test'];
    expect(isAllowedHost('evilbrokerage.test', patterns)).toBe(false);
    expect(isAllowedHost('brokerage.test.evil.example', patterns)).toBe(false);
    expect(isAllowedHost('a.b.brokerage.test:443', patterns)).toBe(true);
    expect(isAllowedHost('BROKERAGE.TEST.', patterns)).toBe(true);
    expect(isAllowedHost('bad host', ['*'])).toBe(false);
    expect(isAllowedHost('anything.example', ['*'])).toBe(true);
  });

  it('takes ALLOWED_HOSTS over the default, and refuses a malformed one at start', async () => {
    const app = await appFor({ ALLOWED_HOSTS: 'listings.brokerage.test' });
    const other = await app.inject({ method: 'GET', url: '/listings', headers: { host: 'localhost' } });
    expect(other.statusCode).toBe(400);
    const own = await app.inject({
      method: 'GET',
      url: '/listings',
      headers: { host: 'listings.brokerage.test' },
    });
    expect(own.statusCode).toBe(200);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://x.test/' })).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const forwardedHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

  it("believes a trusted proxy's https: Secure session cookie and HSTS", async () => {
    const app = await appFor({ TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE: '600' });
    const page = await app.inject({ method: 'GET', url: '/listings', headers: forwardedHttps });
    expect(page.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    const client = await signInClient(app, testDb.db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: forwardedHttps,
      payload: { email: client.email, password: client.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toMatch(/bb_session=[^;]+;.*; Secure/);
  });

  it('takes a sign-in posted from the site through a proxy that names its own upstream host', async () => {
    const app = await appFor({ TRUST_PROXY: '127.0.0.1', SITE_URL: 'https://www.brokerage.test' });
    const client = await signInClient(app, testDb.db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: {
        host: '127.0.0.1:8080',
        'x-forwarded-host': 'www.brokerage.test',
        'x-forwarded-proto': 'https',
        origin: 'https://www.brokerage.test',
        'sec-fetch-site': 'same-origin',
      },
      payload: { email: client.email, password: client.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('ignores forwarded headers without TRUST_PROXY: a visitor cannot claim https', async () => {
    const app = await appFor({ HSTS_MAX_AGE: '600' });
    const page = await app.inject({ method: 'GET', url: '/listings', headers: forwardedHttps });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('reads a hop count or addresses, and refuses anything else at start', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    for (const bad of ['the proxy', 'cafe', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('the widget bundle', () => {
  it('serves no source map or build record unless SERVE_SOURCE_MAPS asks for the maps', async () => {
    const app = await appFor({});
    const chunk = await app.inject({ method: 'GET', url: '/dist/bb-listings-ABCDEFGH.js' });
    expect(chunk.statusCode).toBe(200);
    for (const file of ['bb-listings-ABCDEFGH.js.map', 'metafile.json', 'size-report.json']) {
      const response = await app.inject({ method: 'GET', url: `/dist/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
    const debugging = await appFor({ SERVE_SOURCE_MAPS: 'true' });
    const map = await debugging.inject({ method: 'GET', url: '/dist/bb-listings-ABCDEFGH.js.map' });
    expect(map.statusCode).toBe(200);
    expect((await debugging.inject({ method: 'GET', url: '/dist/metafile.json' })).statusCode).toBe(404);
  });
});

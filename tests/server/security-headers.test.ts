import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import { contentSecurityPolicy } from '../../server/http/content-security-policy';
import { NO_POLICY_EXTRAS } from './support/no-policy-extras';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let app: FastifyInstance;
const BROKERAGE = 'https://www.brokerage.test';
const CDN = 'https://photos.mls.test';

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 20, seed: 5, today: TEST_TODAY });
  app = await buildApp({
    db: testDb.db,
    config: {
      mapboxToken: undefined,
      logLevel: 'silent',
      accounts: { allowedOrigins: [BROKERAGE] },
      security: { photoHosts: [CDN], hstsMaxAge: 31_536_000 },
    },
    today: () => TEST_TODAY,
    logger: false,
    leadRetryMs: 0,
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** The policy as directive name → sources. */
function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('gives a page a strict script policy, no framing and the other page headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/listings' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain(CDN);
    expect(csp.get('media-src')).toContain(CDN);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('lets the site itself and the allowed brokerage sites frame the thank-you page', async () => {
    const response = await app.inject({ method: 'GET', url: '/thank-you?name=Ana' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", BROKERAGE]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The page that frames it may do so.
    const framing = await app.inject({ method: 'GET', url: '/thank-you-frame' });
    expect(directives(framing.headers['content-security-policy']).get('frame-src')).toContain("'self'");
    expect(framing.headers['x-frame-options']).toBe('DENY');
  });

  it('makes API answers load nothing and refuse framing, without blocking their use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over https', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  const none = NO_POLICY_EXTRAS;

  it('never allows inline or eval script, whatever is configured', () => {
    const all = contentSecurityPolicy({
      mapbox: true,
      mapHosts: ['https://tiles.openfreemap.org'],
      photoHosts: [CDN],
      logoHost: 'https://brand.example-cdn.com',
      google: true,
      facebook: true,
      frameAncestors: [BROKERAGE],
    });
    for (const policy of [contentSecurityPolicy(none), all]) {
      const script = directives(policy).get('script-src') ?? [];
      expect(script).toContain("'self'");
      expect(script.join(' ')).not.toMatch(/unsafe|data:|blob:|\*/);
    }
  });

  it("lets the brokerage's logo show from its own host, as an image only", () => {
    expect(contentSecurityPolicy(none)).not.toContain('brand.example-cdn.com');
    const csp = directives(contentSecurityPolicy({ ...none, logoHost: 'https://brand.example-cdn.com' }));
    expect(csp.get('img-src')).toContain('https://brand.example-cdn.com');
    expect(csp.get('connect-src')).not.toContain('https://brand.example-cdn.com');
    expect(csp.get('script-src')).not.toContain('https://brand.example-cdn.com');
  });

  it('adds the Mapbox hosts only when a token is configured', () => {
    expect(contentSecurityPolicy(none)).not.toContain('mapbox');
    const csp = directives(contentSecurityPolicy({ ...none, mapbox: true }));
    expect(csp.get('connect-src')).toContain('https://api.mapbox.com');
    expect(csp.get('connect-src')).toContain('https://events.mapbox.com');
    expect(csp.get('img-src')).toContain('https://api.mapbox.com');
  });

  it('adds the sign-in providers only when they are configured', () => {
    expect(contentSecurityPolicy(none)).not.toMatch(/google|facebook/);
    const csp = directives(contentSecurityPolicy({ ...none, google: true, facebook: true }));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    expect(csp.get('frame-src')).toContain('https://accounts.google.com');
    expect(csp.get('frame-src')).toContain('https://www.facebook.com');
  });
});

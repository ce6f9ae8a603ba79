import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLocationResponseSchema } from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(20);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/clientLocation/{ip} (SPEC §7, DESIGN rulings)', () => {
  it("answers the default metro, Austin, at the default centre for 'me' and for an IP alike", async () => {
    for (const ip of ['me', '203.0.113.7', '2001:db8::1']) {
      const response = await t.app.inject(`/api/clientLocation/${encodeURIComponent(ip)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
      expect(v.parse(clientLocationResponseSchema, response.json()).data).toEqual({
        Metro: 'Austin-Round Rock-San Marcos, TX',
        subdomain: 'austin',
        center: { lat: 30.2667, lng: -97.7333 },
      });
    }
  });

  it('refuses anything that is neither me nor an IP address', async () => {
    const response = await t.app.inject('/api/clientLocation/not-an-ip');
    expect(response.statusCode).toBe(400);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metroOptionsResponseSchema } from '../../src/contract';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(20);
});
afterAll(async () => {
  await t?.close();
});

describe('the metro options of the register and lead selects (SPEC §7)', () => {
  for (const path of ['/api/get-active-metros', '/api/getMetroOptions']) {
    it(`GET ${path} lists every metro by name, objects with Metro`, async () => {
      const response = await t.app.inject(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const { data } = v.parse(metroOptionsResponseSchema, response.json());
      const all = await t.app.inject('/api/v1/map/metros');
      expect(data).toEqual(all.json().data);
      expect(data).toContainEqual({ Metro: 'Austin-Round Rock-San Marcos, TX', subdomain: 'austin' });
      const names = data.map((metro) => metro.Metro.toLowerCase());
      expect(names).toEqual([...names].sort());
    });
  }
});

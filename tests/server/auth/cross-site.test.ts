import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';

let t: AuthApp;
beforeAll(async () => {
  t = await openAuthApp({ allowedOrigins: ['https://www.brokerage.example'] });
});
afterAll(async () => {
  await t?.close();
});

const HOST = 'listings.example:8080';
const signOut = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/sign-out', headers: { host: HOST, cookie, ...headers } });
const stillSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().Client !== null;

describe('cross-site state-changing requests', () => {
  it('refuses a POST from another origin with 403, and it changes nothing', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const response = await signOut(client.cookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'forbidden',
        message:
          'This request came from another website and was refused. Please use the form on our own site.',
      },
    });
    expect(await stillSignedIn(client.cookie)).toBe(true);
  });

  it('refuses a POST the browser marks Sec-Fetch-Site: cross-site, even without an Origin', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    expect((await signOut(client.cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await stillSignedIn(client.cookie)).toBe(true);
  });

  it('refuses a form post to the sign-in from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: {
        host: HOST,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=a%40example.com&password=x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets same-origin posts, allowed origins and header-less clients through', async () => {
    for (const headers of [
      { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.brokerage.example', 'sec-fetch-site': 'cross-site' },
      {},
    ]) {
      const client = await signInClient(t.app, t.testDb.db);
      const response = await signOut(client.cookie, headers);
      expect(response.statusCode).toBe(200);
      expect(await stillSignedIn(client.cookie)).toBe(false);
    }
  });

  it('leaves reads alone: a cross-site GET is answered', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

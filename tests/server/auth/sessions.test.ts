import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema, signInResponseSchema } from '../../../src/contract';
import { signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';

let t: AuthApp;
beforeAll(async () => {
  t = await openAuthApp();
});
afterAll(async () => {
  await t?.close();
});

const session = async (cookie?: string) => {
  const response = await t.app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} });
  return v.parse(sessionResponseSchema, response.json()).Client;
};
const signIn = (email: string, password: string, address = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/sign-in', payload: { email, password }, remoteAddress: address });

describe('POST /sign-in and GET /api/session', () => {
  it('signs in with the right password: an HttpOnly SameSite cookie, and the session knows the client', async () => {
    const client = await signInClient(t.app, t.testDb.db, { name: 'Ana García' });
    const response = await signIn(client.email.toUpperCase(), client.password);
    const body = v.parse(signInResponseSchema, response.json());
    expect(body).toMatchObject({ success: true, Client: { ClientID: client.clientId, PartyName: 'Ana' } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^bb_session=[\w-]{40,}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(await session(cookie.split(';')[0])).toMatchObject({ ClientID: client.clientId, lname: 'García' });
    expect(await session()).toBeNull();
    expect(await session('bb_session=not-a-token-of-anyone-at-all-1234')).toBeNull();
  });

  it('never stores the token itself, only its hash', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const token = client.cookie.slice('bb_session='.length);
    const { rows } = await t.testDb.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM client_sessions WHERE client_id = $1',
      [client.clientId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password and an unknown e-mail with the same message, and sets no cookie', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    for (const response of [
      await signIn(client.email, 'wrong-password', '10.1.0.1'),
      await signIn('nobody@example.com', client.password, '10.1.0.1'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(v.parse(signInResponseSchema, response.json())).toEqual({
        success: false,
        code: 'invalid_credentials',
        message: 'The information provided does not match our records.',
      });
    }
  });

  it('refuses the 6th wrong password within a minute with 429, even when it is the right one', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(client.email, `wrong-${i}`, '10.2.0.1')).statusCode).toBe(200);
    }
    const sixth = await signIn(client.email, client.password, '10.2.0.2');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
      error: { code: 'rateLimited' },
    });
    expect(sixth.headers['set-cookie']).toBeUndefined();
  });

  it('counts each guess before its password is checked: of 60 at once, the right one 50th is refused', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const guesses = Array.from({ length: 60 }, (_, i) =>
      signIn(client.email, i === 49 ? client.password : `wrong-${i}`, `10.4.${i}.1`),
    );
    const responses = await Promise.all(guesses);
    const evaluated = responses.filter((response) => response.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(responses[49]?.statusCode).toBe(429);
    expect(responses.some((response) => response.headers['set-cookie'] !== undefined)).toBe(false);
  });

  it('lets the owner in from a browser that signed in before while a stranger is locked out', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const device = String(client.cookies.find((cookie) => cookie.startsWith('bb_device=')));
    for (let i = 0; i < 6; i++) await signIn(client.email, `wrong-${i}`, `10.5.0.${i}`);
    expect((await signIn(client.email, client.password, '10.5.1.1')).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: client.email, password: client.password },
      remoteAddress: '10.5.2.1',
      headers: { cookie: device },
    });
    expect(owner.json()).toMatchObject({ success: true });
    // The remembered browser has a budget of its own, not a way around the limit.
    for (let i = 0; i < 5; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/sign-in',
        payload: { email: client.email, password: `wrong-again-${i}` },
        remoteAddress: '10.5.2.1',
        headers: { cookie: device },
      });
      expect(wrong.statusCode).toBe(200);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: client.email, password: client.password },
      remoteAddress: '10.5.2.1',
      headers: { cookie: device },
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('limits one address trying many e-mails too', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`guess-${i}@example.com`, 'password1', '10.3.0.1')).statusCode).toBe(200);
    }
    expect((await signIn('guess-last@example.com', 'password1', '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn('guess-last@example.com', 'password1', '10.3.0.2')).statusCode).toBe(200);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    expect(await session(client.cookie)).not.toBeNull();
    const response = await t.app.inject({
      method: 'POST',
      url: '/sign-out',
      headers: { cookie: client.cookie },
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^bb_session=; .*Max-Age=0/);
    expect(await session(client.cookie)).toBeNull();
  });

  it('treats an expired session as anonymous', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    await t.testDb.db.query(
      "UPDATE client_sessions SET expires_at = now() - interval '1 second' WHERE client_id = $1",
      [client.clientId],
    );
    expect(await session(client.cookie)).toBeNull();
  });
});

import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema, signInResponseSchema } from '../../../src/contract';
import { signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';
import { type JsonServer, startJsonServer } from './start-json-server';

const CLIENT_ID = 'bluebonnet-test.apps.googleusercontent.com';
const APP_ID = '4242';
const APP_SECRET = 'fb-secret';
let t: AuthApp;
let google: JsonServer;
let graph: JsonServer;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

// The fake Graph API: tokens 'fb-good', 'fb-noemail' (valid for our app), 'fb-otherapp' (another app's).
const FB_USERS: Record<string, { id: string; name: string; email?: string; app: string }> = {
  'fb-good': { id: '1001', name: 'Bea Facebook Smith', email: 'Bea@Example.com', app: APP_ID },
  'fb-noemail': { id: '1002', name: 'Ned Noemail', app: APP_ID },
  'fb-otherapp': { id: '1003', name: 'Oscar Other', email: 'oscar@example.com', app: '999' },
};

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  google = await startJsonServer((url) => (url.pathname === '/certs' ? { keys: [jwk] } : null));
  graph = await startJsonServer((url) => {
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return null;
      const user = FB_USERS[url.searchParams.get('input_token') ?? ''];
      return { data: { is_valid: Boolean(user), app_id: user?.app ?? APP_ID, user_id: user?.id ?? '0' } };
    }
    const user = FB_USERS[url.searchParams.get('access_token') ?? ''];
    if (url.pathname !== '/me' || !user) return null;
    const { app: _app, ...profile } = user;
    return { ...profile, picture: { data: { url: `https://graph.example/${user.id}.jpg` } } };
  });
  t = await openAuthApp({
    googleClientId: CLIENT_ID,
    googleJwksUrl: `${google.url}/certs`,
    facebookAppId: APP_ID,
    facebookAppSecret: APP_SECRET,
    facebookGraphUrl: graph.url,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await graph?.close();
});

interface TokenOptions {
  key?: CryptoKey;
  expiresAt?: number;
  audience?: string;
  claims?: Record<string, unknown>;
}
const googleToken = ({ key = googleKey, expiresAt, audience = CLIENT_ID, claims = {} }: TokenOptions = {}) =>
  new SignJWT({
    email: 'gina@example.com',
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Google',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(typeof claims.sub === 'string' ? claims.sub : 'google-sub-1')
    .setIssuedAt()
    .setExpirationTime(expiresAt ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key);

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
const sessionClient = async (cookie: string) =>
  v.parse(sessionResponseSchema, (await t.app.inject({ url: '/api/session', headers: { cookie } })).json())
    .Client;

describe('Google sign-in: POST /google/sign-in/{source}', () => {
  it('signs in with a token Google signed for our client id, creating the account from its claims', async () => {
    const response = await post('/google/sign-in/open-house-flyer', { credential: await googleToken() });
    const body = v.parse(signInResponseSchema, response.json());
    expect(body).toMatchObject({
      success: true,
      Client: { PartyName: 'Gina', lname: 'Google', PartyEmail: 'gina@example.com' },
    });
    expect(await sessionClient(cookieOf(response))).toMatchObject({ PartyEmail: 'gina@example.com' });
    const { rows } = await t.testDb.db.query(
      "SELECT source, google_sub, password_hash FROM clients WHERE email = 'gina@example.com'",
    );
    expect(rows[0]).toEqual({ source: 'open-house-flyer', google_sub: 'google-sub-1', password_hash: null });
    // The second time it is the same account.
    const again = v.parse(
      signInResponseSchema,
      (await post('/google/sign-in/x', { credential: await googleToken() })).json(),
    );
    expect(again.success && again.Client.ClientID).toBe(body.success && body.Client.ClientID);
  });

  it('refuses a forged token (signed by another key), an expired one and one for another client id', async () => {
    for (const credential of [
      await googleToken({ key: otherKey }),
      await googleToken({ expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
      await googleToken({ audience: 'someone-else.apps.googleusercontent.com' }),
      'not.a.token',
    ]) {
      const response = await post('/google/sign-in/bluebonnet', { credential });
      expect(response.json()).toMatchObject({ success: false, code: 'social_failed' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never trusts an e-mail the browser sends, and stops without a verified e-mail', async () => {
    const response = await post('/google/sign-in/bluebonnet', {
      credential: await googleToken({
        claims: { sub: 'google-sub-2', email: 'x@example.com', email_verified: false },
      }),
      email: 'victim@example.com',
    });
    expect(response.json()).toEqual({
      success: false,
      code: 'google_privacy',
      message:
        'Due to your Google privacy settings we are unable to log you in with Google. Please choose another method.',
    });
  });

  it('signs in to the existing account that has the same e-mail', async () => {
    const existing = await signInClient(t.app, t.testDb.db, { email: 'linked@example.com' });
    const credential = await googleToken({ claims: { sub: 'google-sub-3', email: 'Linked@Example.com' } });
    const body = v.parse(
      signInResponseSchema,
      (await post('/google/sign-in/bluebonnet', { credential })).json(),
    );
    expect(body.success && body.Client.ClientID).toBe(existing.clientId);
  });

  it('takes over an unverified account with that e-mail: its password and every other session end', async () => {
    // Someone registered the victim's address first (issue 23, finding 2); the real owner then uses Google.
    const squatter = await signInClient(t.app, t.testDb.db, { email: 'victim@example.com' });
    const credential = await googleToken({
      claims: { sub: 'google-sub-victim', email: 'victim@example.com' },
    });
    const response = await post('/google/sign-in/bluebonnet', { credential });
    const body = v.parse(signInResponseSchema, response.json());
    expect(body.success && body.Client).toMatchObject({ ClientID: squatter.clientId, EmailVerified: true });
    expect(await sessionClient(squatter.cookie)).toBeNull();
    expect((await sessionClient(cookieOf(response)))?.ClientID).toBe(squatter.clientId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(again.json()).toMatchObject({ success: false });
  });

  it('links to a verified account keeping its password and sessions', async () => {
    const owner = await signInClient(t.app, t.testDb.db, { email: 'owner@example.com' });
    await t.testDb.db.query('UPDATE clients SET email_verified_at = now() WHERE client_id = $1', [
      owner.clientId,
    ]);
    const credential = await googleToken({ claims: { sub: 'google-sub-owner', email: 'owner@example.com' } });
    const body = v.parse(
      signInResponseSchema,
      (await post('/google/sign-in/bluebonnet', { credential })).json(),
    );
    expect(body.success && body.Client.ClientID).toBe(owner.clientId);
    expect((await sessionClient(owner.cookie))?.ClientID).toBe(owner.clientId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: owner.email, password: owner.password },
    });
    expect(again.json()).toMatchObject({ success: true });
  });
});

describe('Facebook sign-in: POST /facebook/sign-in[/{source}]', () => {
  it('signs in with a token the Graph API says is valid for our app', async () => {
    const response = await post('/facebook/sign-in', { accessToken: 'fb-good' });
    expect(response.json()).toMatchObject({
      success: true,
      Client: {
        PartyName: 'Bea',
        lname: 'Facebook Smith',
        PartyEmail: 'bea@example.com',
        image_url: 'https://graph.example/1001.jpg',
      },
    });
    expect(await sessionClient(cookieOf(response))).toMatchObject({ PartyEmail: 'bea@example.com' });
    const { rows } = await t.testDb.db.query(
      "SELECT source, facebook_id FROM clients WHERE email = 'bea@example.com'",
    );
    expect(rows[0]).toEqual({ source: 'bluebonnet', facebook_id: '1001' });
  });

  it("refuses another app's token and an unknown one, and stops on a profile without e-mail", async () => {
    for (const accessToken of ['fb-otherapp', 'fb-unknown']) {
      const response = await post('/facebook/sign-in/bluebonnet', { accessToken });
      expect(response.json()).toMatchObject({ success: false, code: 'social_failed' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const noEmail = await post('/facebook/sign-in/bluebonnet', { accessToken: 'fb-noemail' });
    expect(noEmail.json()).toMatchObject({ success: false, code: 'facebook_no_email' });
  });
});

describe('unconfigured providers', () => {
  it('answer 503 with a clear message', async () => {
    const bare = await openAuthApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/google/sign-in/bluebonnet',
        payload: { credential: 'a.b.c' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('Google sign-in is not set up on this server.');
      const fb = await bare.app.inject({
        method: 'POST',
        url: '/facebook/sign-in',
        payload: { accessToken: 'x' },
      });
      expect(fb.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

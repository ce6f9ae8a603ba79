import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '../../../server/db/queries/insert-client';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import { profileUpdateResponseSchema, sessionResponseSchema } from '../../../src/contract';
import { type SignedInClient, signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';
import { linkIn, waitForMail } from './wait-for-mail';

let t: AuthApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await openAuthApp(
    {},
    {
      mail: { smtpUrl: catcher.url, from: 'no-reply@brokerage.test', leadTo: 'leads@brokerage.test' },
      siteUrl: 'https://homes.brokerage.test',
    },
  );
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const update = (client: { clientId: number; cookie: string }, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sendUpdatedData',
    headers: { cookie: client.cookie },
    payload: { clientID: String(client.clientId), PartyName: 'Carla', PartyPhone: '', ...fields },
  });

const session = async (cookie: string) =>
  v.parse(sessionResponseSchema, (await t.app.inject({ url: '/api/session', headers: { cookie } })).json())
    .Client;

describe('changing the e-mail (POST /api/sendUpdatedData)', () => {
  it('needs the current password, said on currentPsw', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const missing = await update(client, { PartyEmail: 'new-1@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ profileUpdated: false, errors: { currentPsw: ['required'] } });
    const wrong = await update(client, { PartyEmail: 'new-1@example.com', currentPsw: 'not-my-password' });
    expect(wrong.json()).toMatchObject({
      profileUpdated: false,
      errors: { currentPsw: ['wrong_current_password'] },
    });
    expect((await session(client.cookie))?.PartyEmail).toBe(client.email);
    // Other details need no password.
    const renamed = await update(client, { PartyEmail: client.email, PartyName: 'Renata' });
    expect(renamed.json()).toMatchObject({ profileUpdated: true, Client: { PartyName: 'Renata' } });
  });

  it('keeps the old address until the new one is confirmed by its link, and tells the old address', async () => {
    const client: SignedInClient = await signInClient(t.app, t.testDb.db);
    const response = await update(client, { PartyEmail: 'Moved@Example.com', currentPsw: client.password });
    expect(response.statusCode).toBe(200);
    const body = v.parse(profileUpdateResponseSchema, response.json());
    expect(body.profileUpdated && body.Client).toMatchObject({
      PartyEmail: client.email,
      PendingEmail: 'moved@example.com',
    });
    const notice = await waitForMail(catcher, client.email, /e-mail address/i);
    expect(notice.text).toContain('moved@example.com');
    const link = linkIn((await waitForMail(catcher, 'moved@example.com', /confirm/i)).text, '/verify-email');
    // Signing in still takes the old address until then.
    expect((await session(client.cookie))?.PartyEmail).toBe(client.email);

    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const done = await t.app.inject({ method: 'POST', url: '/verify-email', payload: { token } });
    expect(done.statusCode).toBe(200);
    expect(await session(client.cookie)).toMatchObject({
      PartyEmail: 'moved@example.com',
      EmailVerified: true,
      PendingEmail: null,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: 'moved@example.com', password: client.password },
    });
    expect(signIn.json()).toMatchObject({ success: true });
  });

  it('keeps the old address when another account took the new one before the link was opened', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    await update(client, { PartyEmail: 'contested@example.com', currentPsw: client.password });
    const link = linkIn(
      (await waitForMail(catcher, 'contested@example.com', /confirm/i)).text,
      '/verify-email',
    );
    await signInClient(t.app, t.testDb.db, { email: 'contested@example.com' });
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const done = await t.app.inject({ method: 'POST', url: '/verify-email', payload: { token } });
    expect(done.statusCode).toBe(409);
    expect(done.body).toContain('This address is taken');
    expect((await session(client.cookie))?.PartyEmail).toBe(client.email);
  });

  it('asks an account made by social sign-in to set a password first', async () => {
    const clientId = await insertClient(t.testDb.db, {
      partyName: 'Sol',
      lname: null,
      email: 'sol@example.com',
      phone: null,
      passwordHash: null,
      googleSub: 'sol-sub',
    });
    const token = 'social-session-token-0123456789abcdef';
    const { createHash } = await import('node:crypto');
    await t.testDb.db.query(
      "INSERT INTO client_sessions (token_hash, client_id, expires_at) VALUES ($1, $2, now() + interval '1 day')",
      [createHash('sha256').update(token).digest('hex'), clientId],
    );
    const response = await update(
      { clientId: clientId ?? 0, cookie: `bb_session=${token}` },
      { PartyEmail: 'sol-new@example.com', currentPsw: 'anything-at-all' },
    );
    expect(response.json()).toMatchObject({
      profileUpdated: false,
      errors: { currentPsw: ['password_not_set'] },
    });
  });
});

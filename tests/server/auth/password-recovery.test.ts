import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import { signInClient } from '../support/sign-in-client';
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

const ask = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress: ip });

const setPassword = (token: string, password: string, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: '/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirm }).toString(),
  });

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/sign-in', payload: { email, password } });

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';

describe('password recovery', () => {
  it('answers the same whether or not the address has an account, and e-mails only the account', async () => {
    const client = await signInClient(t.app, t.testDb.db, { email: 'rosa@example.com' });
    const known = await ask(client.email.toUpperCase());
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail(catcher, 'rosa@example.com', /password/i);
    expect(mail.text).toContain('https://homes.brokerage.test/reset-password?token=');
    expect(catcher.messages.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('sets a new password from the link once, ends every session, and the old password stops working', async () => {
    const client = await signInClient(t.app, t.testDb.db, { email: 'reset@example.com' });
    await ask(client.email);
    const link = linkIn((await waitForMail(catcher, client.email, /password/i)).text, '/reset-password');

    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form method="post"/);
    expect(page.body).toMatch(/type="password"/);

    // The password policy applies here too.
    const common = await setPassword(tokenOf(link), 'Football');
    expect(common.statusCode).toBe(422);
    expect(common.body).toContain('most common');
    const mismatch = await setPassword(tokenOf(link), 'river-stone-71', 'river-stone-72');
    expect(mismatch.statusCode).toBe(422);

    const done = await setPassword(tokenOf(link), 'river-stone-71');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set');
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: client.cookie } });
    expect(session.json()).toEqual({ Client: null });
    expect((await signIn(client.email, client.password)).json()).toMatchObject({ success: false });
    expect((await signIn(client.email, 'river-stone-71')).json()).toMatchObject({ success: true });

    const twice = await setPassword(tokenOf(link), 'another-river-72');
    expect(twice.statusCode).toBe(400);
    expect((await signIn(client.email, 'another-river-72')).json()).toMatchObject({ success: false });
  });

  it('lets one of two posts racing with the same link through', async () => {
    const client = await signInClient(t.app, t.testDb.db, { email: 'race@example.com' });
    await ask(client.email);
    const link = linkIn((await waitForMail(catcher, client.email, /password/i)).text, '/reset-password');
    const answers = await Promise.all([
      setPassword(tokenOf(link), 'first-river-81'),
      setPassword(tokenOf(link), 'second-river-82'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link', async () => {
    const client = await signInClient(t.app, t.testDb.db, { email: 'late@example.com' });
    await ask(client.email);
    const link = linkIn((await waitForMail(catcher, client.email, /password/i)).text, '/reset-password');
    await t.testDb.db.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'",
    );
    expect((await t.app.inject({ url: link })).statusCode).toBe(400);
    expect((await setPassword(tokenOf(link), 'river-stone-71')).statusCode).toBe(400);
  });

  it('limits requests per address asked for and per client address, with the same answer for every e-mail', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await ask('flood@example.com', `10.0.1.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    const perIp = [];
    for (let i = 0; i < 21; i++) perIp.push((await ask(`x${i}@example.com`, '10.0.2.1')).statusCode);
    expect(perIp.filter((status) => status === 429)).toHaveLength(1);
    expect(perIp.at(-1)).toBe(429);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../../server/mail/start-smtp-catcher';
import { sessionResponseSchema } from '../../../src/contract';
import { type AuthApp, openAuthApp } from './open-auth-app';
import { solveAltcha } from './solve-altcha';
import { linkIn, waitForMail } from './wait-for-mail';

const LEADS = 'leads@brokerage.test';
let t: AuthApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await openAuthApp(
    {},
    {
      mail: { smtpUrl: catcher.url, from: 'no-reply@brokerage.test', leadTo: LEADS },
      siteUrl: 'https://homes.brokerage.test',
      brand: { name: 'Hill Country Homes', logo: '/logo.svg', color: '#225533' },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const SELLER = {
  clientrole: 'Sell',
  metro: 'Austin',
  property: 'Home',
  PartyName: 'Sam Seller',
  PartyPhone: '(512) 555-0181',
  password: 'bluebonnet-2026',
  language: 'English',
  realtor: 'no',
  houseToSell: 'yes',
  searchcity: 'Round Rock',
};

const register = async (email: string, language = 'English', host = 'localhost') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: { host },
    payload: { ...SELLER, PartyEmail: email, language, captcha: await solveAltcha(t.app) },
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
};

const verified = async (cookie: string) =>
  v.parse(sessionResponseSchema, (await t.app.inject({ url: '/api/session', headers: { cookie } })).json())
    .Client?.EmailVerified;

describe('registration e-mails', () => {
  it('welcomes the client with a verification link, and tells the leads inbox who signed up and what for', async () => {
    await register('sam@example.com');
    const welcome = await waitForMail(catcher, 'sam@example.com', /welcome/i);
    expect(welcome.text).toContain('https://homes.brokerage.test/verify-email?token=');
    // Signed by the brokerage the server is configured for (BRAND_NAME), not by the product.
    expect(welcome.text).toContain('— Hill Country Homes');
    expect(welcome.text).not.toContain('Bluebonnet');
    const notice = await waitForMail(catcher, LEADS, /new registration/i);
    expect(notice.text).toContain('Sam Seller');
    expect(notice.text).toContain('sam@example.com');
    expect(notice.text).toContain('5125550181');
    expect(notice.text).toMatch(/Looking to:\s+Sell/);
    expect(notice.text).toMatch(/House to sell:\s+yes/);
    expect(notice.replyTo).toContain('sam@example.com');
  });
});

describe("registration e-mails on an agent's site", () => {
  it('tell the agent whose sub-domain the visitor registered on, not the leads inbox', async () => {
    await t.testDb.db.query(
      `INSERT INTO agents (matrix_dir, full_name, email, biz_phone, phone)
       VALUES ('jcarter', 'James Carter', 'james@brokerage.test', '5125550100', '5125550100')`,
    );
    await register('ines@example.com', 'English', 'jcarter.localhost:8080');
    const notice = await waitForMail(catcher, 'james@brokerage.test', /new registration/i);
    expect(notice.text).toContain('ines@example.com');
    expect(catcher.messages.some((m) => m.to.includes(LEADS) && m.text.includes('ines@example.com'))).toBe(
      false,
    );
  });
});

describe('e-mail verification: /verify-email', () => {
  it('asks with a button on GET (mail scanners change nothing), confirms on POST, and works once', async () => {
    const cookie = await register('vera@example.com');
    expect(await verified(cookie)).toBe(false);
    const link = linkIn((await waitForMail(catcher, 'vera@example.com', /welcome/i)).text, '/verify-email');

    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<form method="post"/);
    expect(page.body).not.toMatch(/<style|style="/);
    expect(await verified(cookie)).toBe(false);

    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/verify-email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('confirmed');
    expect(await verified(cookie)).toBe(true);

    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('not valid');
  });

  it('refuses a made-up token and an expired link', async () => {
    const cookie = await register('exp@example.com');
    const link = linkIn((await waitForMail(catcher, 'exp@example.com', /welcome/i)).text, '/verify-email');
    await t.testDb.db.query("UPDATE account_tokens SET expires_at = now() - interval '1 second'");
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    for (const value of [token, 'a'.repeat(43)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/verify-email',
        payload: { token: value },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await verified(cookie)).toBe(false);
  });

  it('speaks Spanish to a client who registered in Spanish, and both languages on a link that is not valid', async () => {
    await register('sofia@example.com', 'Spanish');
    const welcome = await waitForMail(catcher, 'sofia@example.com', /bienvenido/i);
    expect(welcome.subject).toBe('¡Bienvenido! Confirme su correo electrónico');
    const page = await t.app.inject({ url: linkIn(welcome.text, '/verify-email') });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Confirmar mi correo electrónico');
    const invalid = await t.app.inject({ url: `/verify-email?token=${'b'.repeat(43)}` });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('This link is not valid');
    expect(invalid.body).toContain('<div lang="es"><h2>Este enlace no es válido</h2>');
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsResponseSchema, sessionResponseSchema } from '../../../src/contract';
import { signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';
import { solveAltcha } from './solve-altcha';

let t: AuthApp;
beforeAll(async () => {
  t = await openAuthApp();
});
afterAll(async () => {
  await t?.close();
});

const REGISTRATION = {
  clientrole: 'Buy',
  metro: 'Austin',
  property: 'Home',
  PartyName: 'Ana María García',
  PartyPhone: '(512) 555-0147',
  PartyEmail: 'Ana.Garcia@Example.com',
  password: 'bluebonnet-2026',
  language: 'Spanish',
  realtor: 'no',
  houseToSell: 'yes',
  searchcity: 'Round Rock',
};

const register = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const clientCount = async () =>
  (await t.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients')).rows[0]?.n;

describe('registration: POST /api/clients with a register body', () => {
  it('refuses a missing, a forged and a replayed captcha, and creates an account with a solved one', async () => {
    const before = await clientCount();
    const missing = await register({ ...REGISTRATION });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ success: false, errors: { captcha: ['captcha_failed'] } });

    const solved = await solveAltcha(t.app);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
    // A guessed key: the derived key is the proof of work, so any other value must fail.
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/.$/, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const forged = await register({
      ...REGISTRATION,
      captcha: Buffer.from(JSON.stringify(decoded)).toString('base64'),
    });
    expect(forged.json()).toMatchObject({ success: false, errors: { captcha: ['captcha_failed'] } });
    const widgetTest = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      'base64',
    );
    expect((await register({ ...REGISTRATION, altcha: widgetTest })).statusCode).toBe(422);
    expect(await clientCount()).toBe(before);

    // The widget's own field name, 'altcha', is read as well as the contract's 'captcha'.
    const response = await register({ ...REGISTRATION, altcha: solved });
    expect(response.statusCode).toBe(200);
    const body = v.parse(clientsResponseSchema, response.json());
    expect(body).toMatchObject({
      success: true,
      clientData: {
        PartyName: 'Ana',
        lname: 'María García',
        PartyEmail: 'ana.garcia@example.com',
        PartyPhone: '5125550147',
      },
    });
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const session = v.parse(
      sessionResponseSchema,
      (await t.app.inject({ url: '/api/session', headers: { cookie } })).json(),
    );
    expect(session.Client?.PartyEmail).toBe('ana.garcia@example.com');

    // The same solved challenge does not work twice.
    const replay = await register({ ...REGISTRATION, PartyEmail: 'other@example.com', captcha: solved });
    expect(replay.json()).toMatchObject({ success: false, errors: { captcha: ['captcha_failed'] } });

    // The password the visitor chose signs in; it is stored only as an argon2id hash.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: 'ana.garcia@example.com', password: 'bluebonnet-2026' },
    });
    expect(signIn.json()).toMatchObject({ success: true });
    const { rows } = await t.testDb.db.query<{
      password_hash: string;
      clientrole: string;
      house_to_sell: boolean;
    }>("SELECT password_hash, clientrole, house_to_sell FROM clients WHERE email = 'ana.garcia@example.com'");
    expect(rows[0]).toMatchObject({ clientrole: 'Buy', house_to_sell: true });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('says a taken e-mail on PartyEmail, whatever its letter case', async () => {
    const existing = await signInClient(t.app, t.testDb.db, { email: 'taken@example.com' });
    const response = await register({
      ...REGISTRATION,
      PartyEmail: 'TAKEN@example.com',
      captcha: await solveAltcha(t.app),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: { PartyEmail: ['email_taken'] } });
    expect(response.json().message).toBe('The email has already been taken. Please use another or Login.');
    expect(existing.clientId).toBeGreaterThan(0);
  });

  it('checks the fields by rule: required ones, a short password, a bad phone', async () => {
    const response = await register({
      clientrole: 'Buy',
      password: 'short',
      PartyPhone: '555',
      PartyEmail: 'x@example.com',
    });
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        metro: ['required'],
        property: ['required'],
        PartyName: ['required'],
        PartyPhone: ['invalid_phone'],
        password: ['password_too_short'],
      },
    });
  });

  it('gives back a name with HTML as the same literal text, stored as typed', async () => {
    const name = '<script>alert(1)</script> <b>Bold</b>';
    const response = await register({
      ...REGISTRATION,
      PartyName: name,
      PartyEmail: 'html@example.com',
      captcha: await solveAltcha(t.app),
    });
    const body = v.parse(clientsResponseSchema, response.json());
    expect(body).toMatchObject({
      success: true,
      clientData: { PartyName: '<script>alert(1)</script>', lname: '<b>Bold</b>' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a common password and one that is the e-mail or phone, on the password field', async () => {
    const before = await clientCount();
    const cases: [string, string][] = [
      ['password', 'password_common'],
      ['12345678', 'password_common'],
      ['Football', 'password_common'],
      ['5125550147', 'password_personal'],
      ['(512) 555-0147', 'password_personal'],
      ['ana.garcia@example.com', 'password_personal'],
    ];
    for (const [password, problem] of cases) {
      const response = await register({
        ...REGISTRATION,
        PartyEmail: 'ana.policy@example.com',
        password: password === 'ana.garcia@example.com' ? 'Ana.Policy@Example.com' : password,
        captcha: await solveAltcha(t.app),
      });
      expect({ password, status: response.statusCode }).toEqual({ password, status: 422 });
      expect({ password, body: response.json() }).toMatchObject({
        password,
        body: { success: false, errors: { password: [problem] } },
      });
    }
    expect(await clientCount()).toBe(before);
  });
});

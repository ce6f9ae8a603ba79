import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeResponseSchema, profileUpdateResponseSchema } from '../../../src/contract';
import { type SignedInClient, signInClient } from '../support/sign-in-client';
import { type AuthApp, openAuthApp } from './open-auth-app';

let t: AuthApp;
beforeAll(async () => {
  t = await openAuthApp();
});
afterAll(async () => {
  await t?.close();
});

/** A multipart body as a browser's FormData sends it. */
async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

const sendUpdatedData = async (
  client: SignedInClient | null,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) => {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/sendUpdatedData',
    headers: { 'content-type': body.contentType, ...(client ? { cookie: client.cookie } : {}) },
    payload: body.payload,
  });
};

const profileOf = (client: SignedInClient) => ({
  clientID: String(client.clientId),
  PartyName: 'Carla',
  lname: 'Ruiz',
  PartyEmail: client.email,
  PartyPhone: '512-555-0199',
  // Needed only when the e-mail changes; sent always, as the dashboard's form does once it is typed.
  currentPsw: client.password,
});

const png = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

describe('POST /api/sendUpdatedData', () => {
  it('answers 401 to a visitor and 403 for another client’s id, changing nothing', async () => {
    const owner = await signInClient(t.app, t.testDb.db, { name: 'Olga Owner' });
    const other = await signInClient(t.app, t.testDb.db);
    expect((await sendUpdatedData(null, profileOf(owner))).statusCode).toBe(401);
    const response = await sendUpdatedData(other, { ...profileOf(owner), PartyName: 'Hacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const { rows } = await t.testDb.db.query('SELECT party_name FROM clients WHERE client_id = $1', [
      owner.clientId,
    ]);
    expect(rows[0]).toEqual({ party_name: 'Olga' });
  });

  it('saves the details and a photo, re-encoded to at most 512 px WebP and served at its image_url', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const response = await sendUpdatedData(client, profileOf(client), {
      bytes: await png(),
      name: 'me.png',
      type: 'image/png',
    });
    const body = v.parse(profileUpdateResponseSchema, response.json());
    expect(body).toMatchObject({
      profileUpdated: true,
      Client: { PartyName: 'Carla', lname: 'Ruiz', PartyPhone: '5125550199' },
    });
    const url = body.profileUpdated ? (body.Client?.image_url ?? '') : '';
    expect(url).toMatch(/^\/api\/client-images\/[0-9a-f]{32}$/);
    const image = await t.app.inject(url);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, whatever it claims to be', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { bytes: fake, name: 'me.png', type: 'image/png' },
      { bytes: Buffer.from('%PDF-1.4 not an image'), name: 'cv.pdf', type: 'application/pdf' },
    ]) {
      const response = await sendUpdatedData(client, profileOf(client), file);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ profileUpdated: false, errors: { file: ['image_type'] } });
    }
  });

  it('refuses a photo over 5 MB', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await sendUpdatedData(client, profileOf(client), {
      bytes: big,
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(response.json()).toMatchObject({ profileUpdated: false, errors: { file: ['image_too_large'] } });
  });

  it('answers errors by field, and the e-mail of another account as taken', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const other = await signInClient(t.app, t.testDb.db);
    const bad = await sendUpdatedData(client, {
      ...profileOf(client),
      PartyName: '',
      PartyEmail: 'nope',
      PartyPhone: '12',
    });
    expect(bad.json()).toMatchObject({
      profileUpdated: false,
      errors: { PartyName: ['required'], PartyEmail: ['invalid_email'], PartyPhone: ['invalid_phone'] },
    });
    const taken = await sendUpdatedData(client, {
      ...profileOf(client),
      PartyEmail: other.email.toUpperCase(),
    });
    expect(taken.json()).toMatchObject({ profileUpdated: false, errors: { PartyEmail: ['email_taken'] } });
  });

  it('answers at most 5 changes of e-mail an hour per client, so addresses cannot be tried by the hundred', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const other = await signInClient(t.app, t.testDb.db);
    for (let i = 0; i < 5; i++) {
      const guess = await sendUpdatedData(client, {
        ...profileOf(client),
        PartyEmail: `guess-${i}@example.com`,
      });
      expect(guess.statusCode).toBe(200);
    }
    const sixth = await sendUpdatedData(client, { ...profileOf(client), PartyEmail: other.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      profileUpdated: false,
      errors: { PartyEmail: ['email_change_limited'] },
    });
    expect(JSON.stringify(sixth.json())).not.toContain('email_taken');
    // Keeping the address the client has is no change, and other details still save.
    const name = await sendUpdatedData(client, { ...profileOf(client), PartyName: 'Renamed' });
    expect(name.json()).toMatchObject({ profileUpdated: true, Client: { PartyName: 'Renamed' } });
  });

  it('gives back a name with HTML as the same literal text', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const name = '<img src=x onerror=alert(1)>';
    const response = await sendUpdatedData(client, { ...profileOf(client), PartyName: name.slice(0, 30) });
    expect(response.json()).toMatchObject({ profileUpdated: true, Client: { PartyName: name.slice(0, 30) } });
  });
});

describe('POST /api/changePsw', () => {
  const change = (client: SignedInClient, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/changePsw',
      headers: { cookie: client.cookie },
      payload: fields,
    });

  it('answers 403 when the e-mail is another client’s, and 401 to a visitor', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const other = await signInClient(t.app, t.testDb.db);
    const fields = {
      PartyEmail: other.email,
      currentPsw: client.password,
      Password: 'new-pass-123',
      ConfirmPassword: 'new-pass-123',
    };
    expect((await change(client, fields)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/changePsw', payload: fields });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a common new password, or the e-mail or phone, on Password', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    for (const [password, problem] of [
      ['password', 'password_common'],
      ['iloveyou', 'password_common'],
      [client.email.toUpperCase(), 'password_personal'],
      ['512-555-0147', 'password_personal'],
    ]) {
      const response = await change(client, {
        currentPsw: client.password,
        Password: String(password),
        ConfirmPassword: String(password),
      });
      expect({ password, status: response.statusCode }).toEqual({ password, status: 422 });
      expect(v.parse(passwordChangeResponseSchema, response.json())).toMatchObject({
        success: false,
        error: { Password: [problem] },
      });
    }
  });

  it('says a wrong current password on currentPswError and a mismatch on ConfirmPassword', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const wrong = await change(client, {
      currentPsw: 'not-it',
      Password: 'new-pass-123',
      ConfirmPassword: 'new-pass-123',
    });
    expect(v.parse(passwordChangeResponseSchema, wrong.json())).toMatchObject({
      success: false,
      currentPswError: 'wrong_current_password',
    });
    const mismatch = await change(client, {
      currentPsw: client.password,
      Password: 'new-pass-123',
      ConfirmPassword: 'new-pass-124',
    });
    expect(v.parse(passwordChangeResponseSchema, mismatch.json())).toMatchObject({
      success: false,
      error: { ConfirmPassword: ['passwords_mismatch'] },
    });
  });

  it('changes the password and signs out the client’s other sessions, keeping this one', async () => {
    const client = await signInClient(t.app, t.testDb.db);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: client.email, password: client.password },
    });
    const otherCookie = String(elsewhere.headers['set-cookie']).split(';')[0] ?? '';
    const response = await change(client, {
      PartyEmail: client.email,
      currentPsw: client.password,
      Password: 'brand-new-pass',
      ConfirmPassword: 'brand-new-pass',
    });
    expect(v.parse(passwordChangeResponseSchema, response.json())).toMatchObject({
      success: true,
      message: 'Your password has been changed.',
    });
    const who = async (cookie: string) =>
      (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().Client;
    expect(await who(client.cookie)).not.toBeNull();
    expect(await who(otherCookie)).toBeNull();
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/sign-in', payload: { email: client.email, password } });
    expect((await signIn(client.password)).json().success).toBe(false);
    expect((await signIn('brand-new-pass')).json().success).toBe(true);
  });
});

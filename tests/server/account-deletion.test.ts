import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../server/auth/session-token';
import { insertClient } from '../../server/db/queries/insert-client';
import { insertSavedSearch } from '../../server/db/queries/saved-search-rows';
import { formResultSchema } from '../../src/contract';
import { type SignedInClient, signInClient } from './support/sign-in-client';
import { openTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp(20);
});
afterAll(async () => {
  await t?.close();
});

/** Every table holding something of client `id`, and how many rows of it each holds. */
async function rowsOf(id: number): Promise<Record<string, number>> {
  const tables = [
    'clients',
    'client_sessions',
    'client_images',
    'saved_listings',
    'saved_searches',
    'saved_search_digests',
    'blog_activities',
    'sign_in_devices',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`,
      [id],
    );
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** Gives client `id` one of everything the privacy page lists as kept on the server. */
async function fillAccount(id: number) {
  const db = t.testDb.db;
  await db.query(
    `INSERT INTO saved_listings (client_id, listing_key_numeric, gateway_desc, note)
     VALUES ($1, 1, 'favorite', 'near school'), ($1, 2, 'saved', NULL)`,
    [id],
  );
  await insertSavedSearch(db, { clientId: id, title: 'Austin', query: { filters: {} }, search: null });
  await db.query(
    `INSERT INTO saved_search_digests (client_id, recipient, subject, body_text, body_html, unsubscribe_token)
     VALUES ($1, 'x@example.com', 's', 't', 'h', $2)`,
    [id, `tok-${id}-abcdefghijklmnopqrstuvwxyz`],
  );
  await db.query(
    `INSERT INTO client_images (image_key, client_id, media_type, bytes) VALUES ($1, $2, 'image/webp', '\\x00')`,
    [`img-${id}`, id],
  );
  await db.query("UPDATE clients SET image_url = '/api/client-images/' || $2 WHERE client_id = $1", [
    id,
    `img-${id}`,
  ]);
  const { rows } = await db.query<{ id: number }>('SELECT blog_id AS id FROM blogs ORDER BY blog_id LIMIT 1');
  const blog = rows[0]?.id;
  if (blog === undefined) throw new Error('the test app has no blog post');
  await db.query(
    `INSERT INTO blog_activities (blog_id, client_id, type, comment) VALUES ($1, $2, 'comment', 'Nice street')`,
    [blog, id],
  );
}

const deleteAccount = (client: { cookie: string } | null, payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delete-account',
    headers: client ? { cookie: client.cookie } : {},
    payload,
  });

describe('POST /api/delete-account', () => {
  let ann: SignedInClient;

  beforeAll(async () => {
    ann = await signInClient(t.app, t.testDb.db);
    await fillAccount(ann.clientId);
  });

  it('asks for the current password, and deletes nothing without the right one', async () => {
    const before = await rowsOf(ann.clientId);
    for (const payload of [{}, { currentPsw: 'not-my-password' }]) {
      const response = await deleteAccount(ann, payload);
      expect(response.statusCode).toBe(422);
      const body = v.parse(formResultSchema, response.json());
      expect(body.success).toBe(false);
      if (!body.success) expect(body.errors.currentPsw?.[0]).toMatch(/required|wrong_current_password/);
    }
    expect(await rowsOf(ann.clientId)).toEqual(before);
    expect(before).toMatchObject({ clients: 1, saved_listings: 2, saved_searches: 1, blog_activities: 1 });
  });

  it('refuses a guest, and a post from another site (CSRF)', async () => {
    expect((await deleteAccount(null, { currentPsw: ann.password })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/delete-account',
      headers: { cookie: ann.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { currentPsw: ann.password },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await rowsOf(ann.clientId)).clients).toBe(1);
  });

  it('removes the account and everything of it, ends its sessions and frees its e-mail', async () => {
    const otherBrowser = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: ann.email, password: ann.password },
    });
    const otherCookie = String(otherBrowser.headers['set-cookie'] ?? '').split(';')[0] ?? '';

    const response = await deleteAccount(ann, { currentPsw: ann.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(formResultSchema, response.json())).toMatchObject({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/bb_session=;.*Max-Age=0/i);

    const after = await rowsOf(ann.clientId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    for (const cookie of [ann.cookie, otherCookie]) {
      const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ Client: null });
    }
    const photo = await t.app.inject({ url: `/api/client-images/img-${ann.clientId}` });
    expect(photo.statusCode).toBe(404);
    // The address can open a new account.
    expect(
      await insertClient(t.testDb.db, {
        partyName: 'Ann',
        lname: null,
        email: ann.email,
        phone: null,
        passwordHash: null,
      }),
    ).not.toBeNull();
  });

  it('asks a client without a password (social sign-in) to type their e-mail address instead', async () => {
    const db = t.testDb.db;
    const id = await insertClient(db, {
      partyName: 'Sol',
      lname: null,
      email: 'sol@example.com',
      phone: null,
      passwordHash: null,
    });
    if (id === null) throw new Error('no client');
    await fillAccount(id);
    const cookie = await sessionCookieFor(id);

    const wrong = await deleteAccount({ cookie }, { confirmEmail: 'someone@example.com' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ confirmEmail: ['email_mismatch'] });
    expect((await rowsOf(id)).clients).toBe(1);

    const right = await deleteAccount({ cookie }, { confirmEmail: ' SOL@example.com ' });
    expect(right.statusCode, right.body).toBe(200);
    expect(Object.values(await rowsOf(id)).every((n) => n === 0)).toBe(true);
  });
});

/** A session for a client who has no password to sign in with, stored as the server stores one. */
async function sessionCookieFor(clientId: number): Promise<string> {
  const token = newSessionToken();
  await t.testDb.db.query(
    `INSERT INTO client_sessions (token_hash, client_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [hashSessionToken(token), clientId],
  );
  return `${SESSION_COOKIE}=${token}`;
}

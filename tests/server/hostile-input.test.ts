import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlog } from '../../server/data/insert-blog';
import { type AuthApp, openAuthApp } from './auth/open-auth-app';
import { type SignedInClient, signInClient } from './support/sign-in-client';

let t: AuthApp;
let client: SignedInClient;
beforeAll(async () => {
  t = await openAuthApp();
  client = await signInClient(t.app, t.testDb.db);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: client.cookie, ...headers } });

describe('hostile values answer 4xx, never 500 (issue 23 finding 7)', () => {
  it('refuses a NUL character in a sign-in field with a 400 that names the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      payload: { email: '\u0000', password: 'whatever-it-is' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'badRequest' } });
    expect(response.json().error.message).toMatch(/email/);
  });

  it('refuses NUL in a form-encoded field, a nested JSON field and a path segment alike', async () => {
    const form = await post('/api/save-contact-form', 'clientName=Bo&clientMessage=Hi%00there', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error.message).toMatch(/clientMessage/);

    const nested = await post('/api/v1/saved-search/import', {
      clientId: client.clientId,
      searches: [{ title: 'Home\u0000', query: {} }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toMatch(/searches\.0\.title/);

    const path = await t.app.inject({ url: '/api/searchAddress/7%00House' });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.message).toMatch(/text/);
  });

  it('answers 404 for ids beyond the integer column (2^31 and up), as for any id that does not exist', async () => {
    for (const url of [
      '/api/get-comments/2147483648',
      '/api/blog/2147483648',
      '/api/get-blog-likes/2147483648',
      '/api/get-blog-dislikes/9007199254740991',
    ]) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    await insertBlog(t.testDb.db);
    const { rows } = await t.testDb.db.query<{ id: number }>('SELECT blog_id AS id FROM blogs LIMIT 1');
    const blogId = rows[0]?.id;
    expect((await t.app.inject({ url: `/api/get-comments/${blogId}` })).statusCode).toBe(200);
    const comment = await post('/api/add-comment', {
      BlogID: 2147483648,
      ClientID: client.clientId,
      comment: 'Hello',
    });
    expect(comment.statusCode).toBe(404);
    const like = await post('/api/add-blog-like', { BlogID: 2147483648, ClientID: client.clientId });
    expect(like.statusCode).toBe(404);
  });

  it('answers 400 to a multipart profile form without a boundary', async () => {
    const response = await post('/api/sendUpdatedData', `clientID=${client.clientId}&PartyName=Ana`, {
      'content-type': 'multipart/form-data',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses NUL in a multipart profile field with a 400 naming it', async () => {
    const payload = [
      '--XyZ',
      'Content-Disposition: form-data; name="clientID"',
      '',
      String(client.clientId),
      '--XyZ',
      'Content-Disposition: form-data; name="PartyName"',
      '',
      'A\u0000na',
      '--XyZ--',
      '',
    ].join('\r\n');
    const response = await post('/api/sendUpdatedData', payload, {
      'content-type': 'multipart/form-data; boundary=XyZ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/PartyName/);
  });
});

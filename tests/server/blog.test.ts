import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { insertBlog } from '../../server/data/insert-blog';
import { escapeHtml } from '../../server/pages/escape-html';
import {
  addCommentResponseSchema,
  addLikeResponseSchema,
  type BlogComment,
  blogLikesResponseSchema,
  blogPostResponseSchema,
  commentsResponseSchema,
} from '../../src/contract';
import { signInClient } from './support/sign-in-client';
import { openTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await openTestApp(20);
  app = test.app;
});
afterAll(async () => {
  await test?.close();
});

/** A client signed in through the real POST /sign-in, named `{name} Tester` on the account. */
async function signedIn(name: string) {
  const client = await signInClient(app, test.testDb.db, { name: `${name} Tester` });
  return { ...client, name: `${name} Tester` };
}

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

const comments = async (blogId = 1) => {
  const response = await app.inject({ method: 'GET', url: `/api/get-comments/${blogId}` });
  expect(response.statusCode).toBe(200);
  return v.parse(commentsResponseSchema, response.json()).data;
};

const find = (list: BlogComment[], id: number): BlogComment | undefined => {
  for (const comment of list) {
    if (comment.blogActivityID === id) return comment;
    const inner = find(comment.childrens, id);
    if (inner) return inner;
  }
  return undefined;
};

const addComment = async (who: { clientId: number; cookie: string }, comment: string, parent?: number) => {
  const response = await post(
    '/api/add-comment',
    { ClientID: who.clientId, BlogID: 1, comment, ...(parent ? { blogActivityID_RE: parent } : {}) },
    who.cookie,
  );
  expect(response.statusCode).toBe(200);
  const body = v.parse(addCommentResponseSchema, response.json());
  if (!body.comment) throw new Error('no comment in the answer');
  return body.comment;
};

describe('GET /api/blog/{id}', () => {
  it('answers the seeded post, and 404 for a post that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog/1' });
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(blogPostResponseSchema, response.json());
    expect(data).toMatchObject({ BlogID: 1, url: 'first-home-in-austin' });
    expect(data.title).toMatch(/first home in Austin/);
    expect((await app.inject({ method: 'GET', url: '/api/blog/999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/blog/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/get-comments/{blogId}', () => {
  it('nests replies in childrens, newest first, with likes as ClientIDs and ISO times', async () => {
    const list = await comments();
    expect(list.map((c) => c.blog_user_name)).toEqual(['David Okafor', 'James Walker', 'María García']);
    const maria = list[2];
    expect(maria?.childrens).toHaveLength(5);
    expect(maria?.childrens.map((c) => c.blog_user_name)[0]).toBe('Carlos Ramírez');
    const james = maria?.childrens.find((c) => c.blog_user_name === 'James Walker');
    expect(james?.childrens.map((c) => c.blog_comment)).toEqual(['Thank you! Filing this week.']);
    expect(james?.childrens[0]?.blogActivityID_RE).toBe(james?.blogActivityID);
    expect(maria?.likes).toHaveLength(3);
    expect(maria?.likes.every((like) => typeof like.ClientID === 'number')).toBe(true);
    expect(list[1]?.dislikes).toHaveLength(1);
    expect(maria?.created_at).toBe('2026-10-02T15:12:00Z');
  });

  it('answers an empty list for a post without comments and 400 for a bad id', async () => {
    expect(await comments(4242)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/get-comments/x' })).statusCode).toBe(400);
  });
});

describe('POST /api/add-comment', () => {
  it('refuses an anonymous visitor with 401 and a ClientID that is not the session’s with 403', async () => {
    const ann = await signedIn('Ann');
    const bob = await signedIn('Bob');
    const body = { ClientID: ann.clientId, BlogID: 1, comment: 'Hello' };
    expect((await post('/api/add-comment', body)).statusCode).toBe(401);
    expect((await post('/api/add-comment', body, bob.cookie)).statusCode).toBe(403);
    expect(JSON.stringify(await comments())).not.toContain('"Hello"');
  });

  it('stores markup as the literal text and names the author from the account, not the body', async () => {
    const ann = await signedIn('Annie');
    const text = '<img src=x onerror="alert(1)"><b>bold</b>';
    const response = await post(
      '/api/add-comment',
      { ClientID: ann.clientId, BlogID: 1, comment: text, PartyName: 'The Mayor' },
      ann.cookie,
    );
    expect(response.statusCode).toBe(200);
    const stored = find(
      await comments(),
      v.parse(addCommentResponseSchema, response.json()).comment?.blogActivityID ?? 0,
    );
    expect(stored?.blog_comment).toBe(text);
    expect(stored?.blog_user_name).toBe(ann.name);
    expect(stored?.ClientID).toBe(ann.clientId);
  });

  it('puts a reply at the top of its parent’s replies', async () => {
    const carl = await signedIn('Carl');
    const parent = (await comments())[0];
    const reply = await addComment(carl, 'A fresh reply', parent?.blogActivityID);
    expect(reply.blogActivityID_RE).toBe(parent?.blogActivityID);
    const again = find(await comments(), parent?.blogActivityID ?? 0);
    expect(again?.childrens[0]?.blog_comment).toBe('A fresh reply');
  });

  it('answers 422 for an empty or too long comment and 404 for a reply to nothing', async () => {
    const dee = await signedIn('Dee');
    const base = { ClientID: dee.clientId, BlogID: 1 };
    const empty = await post('/api/add-comment', { ...base, comment: '  ' }, dee.cookie);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ comment: ['required'] });
    const long = await post('/api/add-comment', { ...base, comment: 'x'.repeat(5001) }, dee.cookie);
    expect(long.json().errors).toEqual({ comment: ['too_long'] });
    const orphan = { ...base, comment: 'Hi', blogActivityID_RE: 999_999 };
    expect((await post('/api/add-comment', orphan, dee.cookie)).statusCode).toBe(404);
    expect(
      (await post('/api/add-comment', { ...base, BlogID: 77, comment: 'Hi' }, dee.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/delete-comment', () => {
  it('deletes the client’s own comment with its replies, and refuses anyone else’s with 403', async () => {
    const eve = await signedIn('Eve');
    const fay = await signedIn('Fay');
    const mine = await addComment(eve, 'Eve was here');
    const answer = await addComment(fay, 'Fay answers', mine.blogActivityID);
    const own = { ClientID: fay.clientId, CommentID: mine.blogActivityID };
    expect((await post('/api/delete-comment', own, fay.cookie)).statusCode).toBe(403);
    const claimed = { ClientID: eve.clientId, CommentID: mine.blogActivityID };
    expect((await post('/api/delete-comment', claimed, fay.cookie)).statusCode).toBe(403);
    expect((await post('/api/delete-comment', claimed)).statusCode).toBe(401);
    expect(find(await comments(), mine.blogActivityID)).toBeDefined();

    const deleted = await post('/api/delete-comment', claimed, eve.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: null });
    const after = await comments();
    expect(find(after, mine.blogActivityID)).toBeUndefined();
    expect(find(after, answer.blogActivityID)).toBeUndefined();
    expect((await post('/api/delete-comment', claimed, eve.cookie)).statusCode).toBe(404);
  });
});

describe('likes and dislikes', () => {
  it('toggles a comment like, and a dislike replaces it', async () => {
    const gus = await signedIn('Gus');
    const target = (await comments())[0]?.blogActivityID ?? 0;
    const like = { ClientID: gus.clientId, BlogID: 1, blogActivityID_RE: target };
    const reactions = async () => {
      const comment = find(await comments(), target);
      const has = (list: { ClientID: number | null }[] | undefined) =>
        (list ?? []).some((r) => r.ClientID === gus.clientId);
      return { liked: has(comment?.likes), disliked: has(comment?.dislikes) };
    };
    const first = await post('/api/add-like', like, gus.cookie);
    expect(first.statusCode).toBe(200);
    expect(v.parse(addLikeResponseSchema, first.json()).like).toMatchObject({
      ClientID: gus.clientId,
      blogActivityID_RE: target,
      BlogActivityType: 'Com_Like',
    });
    expect(await reactions()).toEqual({ liked: true, disliked: false });
    await post('/api/add-dislike', like, gus.cookie);
    expect(await reactions()).toEqual({ liked: false, disliked: true });
    const undo = await post('/api/add-dislike', like, gus.cookie);
    expect(undo.json()).toEqual({ success: true, dislike: null });
    expect(await reactions()).toEqual({ liked: false, disliked: false });
  });

  it('refuses anonymous (401) and another ClientID (403); 404 for a comment that does not exist', async () => {
    const hal = await signedIn('Hal');
    const like = { ClientID: hal.clientId, BlogID: 1, blogActivityID_RE: 1 };
    expect((await post('/api/add-like', like)).statusCode).toBe(401);
    expect(
      (await post('/api/add-like', { ...like, ClientID: hal.clientId + 1000 }, hal.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/add-like', { ...like, blogActivityID_RE: 999_999 }, hal.cookie)).statusCode,
    ).toBe(404);
    expect((await post('/api/add-blog-like', { ClientID: hal.clientId, BlogID: 1 })).statusCode).toBe(401);
  });

  it('toggles the post’s own like and dislike, listed by get-blog-likes and get-blog-dislikes', async () => {
    const ivy = await signedIn('Ivy');
    const body = { ClientID: ivy.clientId, BlogID: 1 };
    const list = async (kind: 'likes' | 'dislikes') => {
      const response = await app.inject({ method: 'GET', url: `/api/get-blog-${kind}/1` });
      return v.parse(blogLikesResponseSchema, response.json()).data.map((like) => like.ClientID);
    };
    expect(await list('likes')).toHaveLength(3);
    expect(await list('dislikes')).toHaveLength(1);
    expect((await post('/api/add-blog-like', body, ivy.cookie)).statusCode).toBe(200);
    expect(await list('likes')).toContain(ivy.clientId);
    await post('/api/add-blog-dislike', body, ivy.cookie);
    expect(await list('likes')).not.toContain(ivy.clientId);
    expect(await list('dislikes')).toContain(ivy.clientId);
    await post('/api/add-blog-dislike', body, ivy.cookie);
    expect(await list('dislikes')).not.toContain(ivy.clientId);
  });
});

describe('the demo page /blog/{id}/{url}', () => {
  it('hosts <bb-blog> for the post, corrects a wrong slug, and sends an unknown post home', async () => {
    const page = await app.inject({ method: 'GET', url: '/blog/1/first-home-in-austin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<bb-blog blog-id="1"></bb-blog>');
    expect(page.body).toContain('Buying your first home in Austin');
    const wrong = await app.inject({ method: 'GET', url: '/blog/1/old-title' });
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe('/blog/1/first-home-in-austin');
    const unknown = await app.inject({ method: 'GET', url: '/blog/999/nothing' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');
  });
});

describe('the demo page of a post whose title looks like the page template', () => {
  it('shows the title as text: placeholders and replacement patterns in it fill nothing', async () => {
    const title = "Rates <b>$'</b> & $& {{content}} {{title}}";
    const inserted = await test.testDb.db.query<{ blog_id: number }>(
      `INSERT INTO blogs (url, title, body, author) VALUES ('odd-title', $1, '<p>Body</p>', 'Ana') RETURNING blog_id`,
      [title],
    );
    const id = inserted.rows[0]?.blog_id;
    onTestFinished(() => test.testDb.db.query('DELETE FROM blogs WHERE blog_id = $1', [id]).then(() => {}));
    const page = await app.inject({ method: 'GET', url: `/blog/${id}/odd-title` });
    expect(page.statusCode).toBe(200);
    const escaped = escapeHtml(title);
    expect(page.body).toContain(
      `<title data-es="${escaped} · Bluebonnet Realty">${escaped} · Bluebonnet Realty</title>`,
    );
    // The page itself is where the template puts it, once, after the title.
    expect(page.body.split(`<bb-blog blog-id="${id}"></bb-blog>`)).toHaveLength(2);
    expect(page.body.indexOf('<bb-blog')).toBeGreaterThan(page.body.indexOf('</title>'));
  });
});

describe('the demo blog seed', () => {
  it('is written once: seeding again adds no second post and no duplicate comments', async () => {
    const count = async () =>
      (await test.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blogs')).rows[0]?.n;
    expect(await count()).toBe(1);
    expect(await insertBlog(test.testDb.db)).toBe(false);
    expect(await count()).toBe(1);
  });
});

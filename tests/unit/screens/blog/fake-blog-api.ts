import { vi } from 'vitest';
import type { BlogComment } from '../../../../src/contract';

export interface FakeBlogApi {
  comments: BlogComment[];
  blogLikes: number[];
  blogDislikes: number[];
  /** Bodies of every POST, by path. */
  posts: { path: string; fields: Record<string, string> }[];
  /** While true every call fails as if the network were down. */
  offline: boolean;
}

export const POST = {
  BlogID: 1,
  url: 'first-home',
  title: 'Buying your first home',
  body: 'First paragraph.\n\nSecond paragraph.',
  author: 'Bluebonnet Realty',
  created_at: '2026-10-01T14:00:00Z',
};

const comment = (
  id: number,
  by: [number, string],
  text: string,
  at: string,
  parent: number | null = null,
) => ({
  blogActivityID: id,
  blogActivityID_RE: parent,
  blog_user_name: by[1],
  blog_comment: text,
  created_at: at,
  ClientID: by[0],
  childrens: [] as BlogComment[],
  likes: [] as { ClientID: number | null }[],
  dislikes: [] as { ClientID: number | null }[],
});

export const ME: [number, string] = [7, 'Ana Pérez'];
const BO: [number, string] = [8, 'Bo Diddley'];

/** Two threads: Bo's comment with five replies (collapsed), and Ana's own with one reply (inline). */
export function demoComments(): BlogComment[] {
  const bo = comment(10, BO, 'Is the homestead exemption automatic?', '2026-10-02T15:12:00Z');
  bo.likes = [{ ClientID: 7 }, { ClientID: 9 }];
  bo.childrens = [1, 2, 3, 4, 5].map((n) => comment(10 + n, BO, `Reply ${n}`, '2026-10-03T10:00:00Z', 10));
  const mine = comment(20, ME, '<img src=x onerror="alert(1)"> mine', '2026-10-04T15:00:00Z');
  mine.childrens = [comment(21, BO, 'An answer to Ana', '2026-10-05T15:00:00Z', 20)];
  return [mine, bo];
}

const find = (list: BlogComment[], id: number): BlogComment | undefined =>
  list.map((c) => (c.blogActivityID === id ? c : find(c.childrens, id))).find(Boolean);

const remove = (list: BlogComment[], id: number): BlogComment[] =>
  list.filter((c) => c.blogActivityID !== id).map((c) => ({ ...c, childrens: remove(c.childrens, id) }));

function toggle(list: { ClientID: number | null }[], other: { ClientID: number | null }[], who: number) {
  const at = list.findIndex((r) => r.ClientID === who);
  if (at >= 0) list.splice(at, 1);
  else list.push({ ClientID: who });
  const there = other.findIndex((r) => r.ClientID === who);
  if (there >= 0 && at < 0) other.splice(there, 1);
}

/** The blog calls of our server over an in-memory thread; the session's client is ME. */
export function stubBlogApi(): FakeBlogApi {
  const api: FakeBlogApi = {
    comments: demoComments(),
    blogLikes: [9],
    blogDislikes: [],
    posts: [],
    offline: false,
  };
  let nextId = 100;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (api.offline) throw new TypeError('Failed to fetch');
      const path = new URL(request.url).pathname;
      if (path === '/api/blog/1') return Response.json({ data: POST });
      if (path === '/api/get-comments/1') return Response.json({ data: structuredClone(api.comments) });
      if (path === '/api/get-blog-likes/1')
        return Response.json({ data: api.blogLikes.map((ClientID) => ({ ClientID })) });
      if (path === '/api/get-blog-dislikes/1') {
        return Response.json({ data: api.blogDislikes.map((ClientID) => ({ ClientID })) });
      }
      if (request.method !== 'POST')
        return Response.json({ error: { code: 'notFound', message: path } }, { status: 404 });
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      api.posts.push({ path, fields });
      const who = Number(fields.ClientID);
      if (path === '/api/add-comment') {
        const parent = fields.blogActivityID_RE ? Number(fields.blogActivityID_RE) : null;
        const added = comment(nextId++, ME, fields.comment ?? '', '2026-11-20T18:30:00Z', parent);
        if (parent === null) api.comments.unshift(added);
        else find(api.comments, parent)?.childrens.unshift(added);
        return Response.json({ success: true, comment: added });
      }
      if (path === '/api/delete-comment') {
        api.comments = remove(api.comments, Number(fields.CommentID));
        return Response.json({ success: true, message: null });
      }
      const target = find(api.comments, Number(fields.blogActivityID_RE));
      if (path === '/api/add-like' && target) toggle(target.likes, target.dislikes, who);
      if (path === '/api/add-dislike' && target) toggle(target.dislikes, target.likes, who);
      const ids = (list: number[]) => list.map((ClientID) => ({ ClientID }));
      if (path === '/api/add-blog-like' || path === '/api/add-blog-dislike') {
        const likes = ids(api.blogLikes);
        const dislikes = ids(api.blogDislikes);
        if (path === '/api/add-blog-like') toggle(likes, dislikes, who);
        else toggle(dislikes, likes, who);
        api.blogLikes = likes.map((l) => l.ClientID ?? 0);
        api.blogDislikes = dislikes.map((l) => l.ClientID ?? 0);
      }
      return Response.json({ success: true });
    }),
  );
  return api;
}

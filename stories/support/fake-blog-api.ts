/**
 * Canned answers for the blog calls, so the blog story renders without a server: one post, a thread with
 * a comment of five replies (collapsed) and the story's own client's comment (ClientID 7). Posts,
 * deletes and likes change the in-memory thread. Installed over `window.fetch`; other requests pass.
 */
interface Comment {
  blogActivityID: number;
  blogActivityID_RE: number | null;
  blog_user_name: string;
  blog_comment: string;
  created_at: string;
  ClientID: number;
  childrens: Comment[];
  likes: { ClientID: number }[];
  dislikes: { ClientID: number }[];
}

const POST = {
  BlogID: 1,
  url: 'first-home-in-austin',
  title: 'Buying your first home in Austin: five things we tell every client',
  body: 'Buying a first home is the biggest purchase most of us ever make, and Austin’s market moves fast.\n\n1. Get pre-approved, not just pre-qualified.\n\n2. Know what the property taxes will be.',
  author: 'Bluebonnet Realty',
  created_at: '2026-10-01T14:00:00Z',
};

let nextId = 100;
const make = (by: [number, string], text: string, at: string, parent: number | null = null): Comment => ({
  blogActivityID: nextId++,
  blogActivityID_RE: parent,
  blog_user_name: by[1],
  blog_comment: text,
  created_at: at,
  ClientID: by[0],
  childrens: [],
  likes: [],
  dislikes: [],
});

function thread(): Comment[] {
  const maria = make([2, 'María García'], 'Is the homestead exemption automatic?', '2026-10-02T15:12:00Z');
  maria.likes = [{ ClientID: 7 }, { ClientID: 3 }];
  maria.childrens = [
    'File with the appraisal district.',
    'It is free online.',
    'It caps increases.',
    'Travis lets you apply online.',
    'Check the over-65 one too.',
  ].map((text, n) =>
    make(
      [3 + n, ['James Walker', 'Linh Nguyen', 'David Okafor', 'Sarah Miller', 'Carlos Ramírez'][n] ?? ''],
      text,
      `2026-10-0${3 + n}T10:00:00Z`,
      maria.blogActivityID,
    ),
  );
  const mine = make(
    [7, 'Ana Pérez'],
    'Point 5 saved us from a cracked slab. <b>Get the inspection.</b>',
    '2026-10-08T21:45:00Z',
  );
  mine.childrens = [
    make([3, 'James Walker'], 'Same here in Kyle.', '2026-10-09T09:00:00Z', mine.blogActivityID),
  ];
  return [mine, maria];
}

const find = (list: Comment[], id: number): Comment | undefined =>
  list.map((c) => (c.blogActivityID === id ? c : find(c.childrens, id))).find(Boolean);
const without = (list: Comment[], id: number): Comment[] =>
  list.filter((c) => c.blogActivityID !== id).map((c) => ({ ...c, childrens: without(c.childrens, id) }));

export function installFakeBlogApi(): () => void {
  const realFetch = window.fetch;
  let comments = thread();
  const blogLikes = [{ ClientID: 2 }, { ClientID: 3 }];
  const json = (body: unknown) => Promise.resolve(Response.json(body));
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/blog/1') return json({ data: POST });
    if (path === '/api/get-comments/1') return json({ data: structuredClone(comments) });
    if (path === '/api/get-blog-likes/1') return json({ data: blogLikes });
    if (path === '/api/get-blog-dislikes/1') return json({ data: [] });
    if (request.method !== 'POST' || !path.startsWith('/api/')) return realFetch(input, init);
    const fields = Object.fromEntries(new URLSearchParams(await request.text()));
    if (path === '/api/add-comment') {
      const parent = fields.blogActivityID_RE ? Number(fields.blogActivityID_RE) : null;
      const added = make([7, 'Ana Pérez'], fields.comment ?? '', new Date().toISOString(), parent);
      if (parent === null) comments.unshift(added);
      else find(comments, parent)?.childrens.unshift(added);
      return json({ success: true, comment: added });
    }
    if (path === '/api/delete-comment') comments = without(comments, Number(fields.CommentID));
    const target = find(comments, Number(fields.blogActivityID_RE));
    if (target && (path === '/api/add-like' || path === '/api/add-dislike')) {
      const list = path === '/api/add-like' ? target.likes : target.dislikes;
      const at = list.findIndex((r) => r.ClientID === 7);
      if (at >= 0) list.splice(at, 1);
      else list.push({ ClientID: 7 });
    }
    return json({ success: true });
  };
  return () => {
    window.fetch = realFetch;
  };
}

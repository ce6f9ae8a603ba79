-- The brokerage's blog (SPEC §2 /blog/{id}/{url}, §3 Blog, Blog comment) and what clients do on it.
-- A post's body is written by the brokerage, never by visitors: plain text, paragraphs separated by a
-- blank line, shown as text (no HTML is ever rendered from it).

CREATE TABLE blogs (
  blog_id    serial PRIMARY KEY,                -- BlogID
  url        text NOT NULL UNIQUE,              -- the {url} slug of /blog/{id}/{url}
  title      text NOT NULL,
  body       text NOT NULL,
  author     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every comment, reply, like and dislike, one row each, as SPEC §7's blogActivity calls speak of them:
--   'comment'        a comment (parent_id null) or a reply (parent_id = the comment replied to);
--   'Com_Like'       a like of the comment parent_id;      'Not_Like' a dislike of it;
--   'Blog_Like'      a like of the post itself;             'Blog_Not_Like' a dislike of the post.
-- Deleting a comment takes its replies and their reactions along (ON DELETE CASCADE): a reply makes no
-- sense without what it answers.
CREATE TABLE blog_activities (
  blog_activity_id bigserial PRIMARY KEY,           -- blogActivityID
  blog_id          integer NOT NULL REFERENCES blogs (blog_id) ON DELETE CASCADE,
  client_id        integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  parent_id        bigint REFERENCES blog_activities (blog_activity_id) ON DELETE CASCADE, -- blogActivityID_RE
  type             text NOT NULL
                   CHECK (type IN ('comment', 'Com_Like', 'Not_Like', 'Blog_Like', 'Blog_Not_Like')),
  comment          text CHECK ((type = 'comment') = (comment IS NOT NULL)),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (type IN ('comment', 'Blog_Like', 'Blog_Not_Like') OR parent_id IS NOT NULL),
  CHECK (type NOT IN ('Blog_Like', 'Blog_Not_Like') OR parent_id IS NULL)
);

CREATE INDEX blog_activities_by_blog ON blog_activities (blog_id, created_at);
CREATE INDEX blog_activities_by_parent ON blog_activities (parent_id);
-- One reaction per client and comment, and per client and post: a second click changes or removes it.
CREATE UNIQUE INDEX blog_activities_one_comment_reaction ON blog_activities (client_id, parent_id)
  WHERE type IN ('Com_Like', 'Not_Like');
CREATE UNIQUE INDEX blog_activities_one_blog_reaction ON blog_activities (client_id, blog_id)
  WHERE type IN ('Blog_Like', 'Blog_Not_Like');

import type { BlogComment, Reaction } from '../../../src/contract';
import type { Queryable } from '../db';
import { CLIENT_DISPLAY_NAME_SQL } from './client-display-name';

interface CommentRow {
  blogActivityID: number;
  blogActivityID_RE: number | null;
  blog_user_name: string | null;
  blog_comment: string;
  created_at: string;
  ClientID: number;
}

interface ReactionRow {
  parent_id: number;
  type: string;
  ClientID: number;
}

/**
 * The comments of post `blogId` as a tree (SPEC §3 Blog comment): top-level comments, each with its
 * replies nested in `childrens` at any depth, and the likes and dislikes of each as ClientIDs. Newest
 * first at every level, so a new reply shows at the top of its parent's replies (SPEC §4 Comments).
 * `created_at` is ISO 8601 UTC; the widget formats it MM/DD/YYYY hh:mm in the reader's language.
 */
export async function listBlogComments(db: Queryable, blogId: number): Promise<BlogComment[]> {
  const comments = await db.query<CommentRow>(
    `SELECT a.blog_activity_id::int AS "blogActivityID", a.parent_id::int AS "blogActivityID_RE",
            ${CLIENT_DISPLAY_NAME_SQL} AS blog_user_name, a.comment AS blog_comment,
            to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            a.client_id::int AS "ClientID"
       FROM blog_activities a JOIN clients c ON c.client_id = a.client_id
      WHERE a.blog_id = $1 AND a.type = 'comment'
      ORDER BY a.created_at DESC, a.blog_activity_id DESC`,
    [blogId],
  );
  const reactions = await db.query<ReactionRow>(
    `SELECT parent_id::int AS parent_id, type, client_id::int AS "ClientID"
       FROM blog_activities
      WHERE blog_id = $1 AND type IN ('Com_Like', 'Not_Like')
      ORDER BY blog_activity_id`,
    [blogId],
  );
  const byId = new Map<number, BlogComment>();
  for (const row of comments.rows) {
    byId.set(row.blogActivityID, { ...row, childrens: [], likes: [], dislikes: [] });
  }
  for (const { parent_id, type, ClientID } of reactions.rows) {
    const comment = byId.get(parent_id);
    const reaction: Reaction = { ClientID };
    if (comment) (type === 'Com_Like' ? comment.likes : comment.dislikes).push(reaction);
  }
  const roots: BlogComment[] = [];
  // Rows are newest first, so pushing in row order keeps every level newest first.
  for (const comment of byId.values()) {
    const parent = comment.blogActivityID_RE === null ? null : byId.get(comment.blogActivityID_RE);
    if (parent) parent.childrens.push(comment);
    else roots.push(comment);
  }
  return roots;
}

import type { BlogComment } from '../../../src/contract';
import type { Queryable } from '../db';
import { CLIENT_DISPLAY_NAME_SQL } from './client-display-name';

export interface NewBlogComment {
  blogId: number;
  /** The session's client: the author. */
  clientId: number;
  /** The comment replied to; `null` for a comment on the post itself. */
  parentId: number | null;
  text: string;
}

/**
 * Stores a comment or reply and answers it as GET /api/get-comments would show it (no replies, likes or
 * dislikes yet). `null` when the post does not exist, or the parent is not a comment of that post.
 * The text is stored exactly as typed: it is shown as text, so markup in it stays inert.
 */
export async function insertBlogComment(db: Queryable, comment: NewBlogComment): Promise<BlogComment | null> {
  const result = await db.query<Omit<BlogComment, 'childrens' | 'likes' | 'dislikes'>>(
    `WITH inserted AS (
       INSERT INTO blog_activities (blog_id, client_id, parent_id, type, comment)
       SELECT b.blog_id, $2, $3, 'comment', $4
         FROM blogs b
        WHERE b.blog_id = $1
          AND ($3::bigint IS NULL OR EXISTS (
                SELECT 1 FROM blog_activities p
                 WHERE p.blog_activity_id = $3 AND p.blog_id = b.blog_id AND p.type = 'comment'))
       RETURNING blog_activity_id, parent_id, client_id, comment, created_at)
     SELECT i.blog_activity_id::int AS "blogActivityID", i.parent_id::int AS "blogActivityID_RE",
            ${CLIENT_DISPLAY_NAME_SQL} AS blog_user_name, i.comment AS blog_comment,
            to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            i.client_id::int AS "ClientID"
       FROM inserted i JOIN clients c ON c.client_id = i.client_id`,
    [comment.blogId, comment.clientId, comment.parentId, comment.text],
  );
  const row = result.rows[0];
  return row ? { ...row, childrens: [], likes: [], dislikes: [] } : null;
}

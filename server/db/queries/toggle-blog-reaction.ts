import type { Like } from '../../../src/contract';
import type { Db } from '../db';

/** A reaction as stored: of a comment ('Com_Like', 'Not_Like') or of the post ('Blog_Like', 'Blog_Not_Like'). */
export type StoredReactionType = 'Com_Like' | 'Not_Like' | 'Blog_Like' | 'Blog_Not_Like';

export interface ReactionToggle {
  blogId: number;
  /** The session's client. */
  clientId: number;
  /** The comment reacted to; `null` for the post itself. */
  commentId: number | null;
  type: StoredReactionType;
}

/** The wire record of a stored reaction (SPEC §7 calls a post's dislike 'Not_Like' too). */
export function toLike(toggle: ReactionToggle): Like {
  return {
    ClientID: toggle.clientId,
    BlogID: toggle.blogId,
    blogActivityID_RE: toggle.commentId,
    BlogActivityType: toggle.type === 'Blog_Not_Like' ? 'Not_Like' : toggle.type,
  };
}

/**
 * A like or dislike button pressed by a client (SPEC §4: like and dislike toggle): the same reaction
 * again removes it, the opposite one replaces it, else it is added. Answers the reaction now in place
 * (`null` once removed), or 'not-found' when the post, or the comment within that post, does not exist.
 */
export async function toggleBlogReaction(db: Db, toggle: ReactionToggle): Promise<Like | null | 'not-found'> {
  const family = toggle.commentId === null ? ['Blog_Like', 'Blog_Not_Like'] : ['Com_Like', 'Not_Like'];
  return db.transaction(async (tx) => {
    const target = await tx.query(
      toggle.commentId === null
        ? 'SELECT 1 FROM blogs WHERE blog_id = $1 AND $2::bigint IS NULL'
        : `SELECT 1 FROM blog_activities
            WHERE blog_id = $1 AND blog_activity_id = $2 AND type = 'comment'`,
      [toggle.blogId, toggle.commentId],
    );
    if (target.rows.length === 0) return 'not-found';
    const existing = await tx.query<{ id: number; type: string }>(
      `SELECT blog_activity_id::int AS id, type FROM blog_activities
        WHERE client_id = $1 AND blog_id = $2 AND parent_id IS NOT DISTINCT FROM $3 AND type = ANY($4::text[])`,
      [toggle.clientId, toggle.blogId, toggle.commentId, family],
    );
    const current = existing.rows[0];
    if (current?.type === toggle.type) {
      await tx.query('DELETE FROM blog_activities WHERE blog_activity_id = $1', [current.id]);
      return null;
    }
    if (current) {
      await tx.query('UPDATE blog_activities SET type = $2, created_at = now() WHERE blog_activity_id = $1', [
        current.id,
        toggle.type,
      ]);
    } else {
      await tx.query(
        `INSERT INTO blog_activities (blog_id, client_id, parent_id, type) VALUES ($1, $2, $3, $4)`,
        [toggle.blogId, toggle.clientId, toggle.commentId, toggle.type],
      );
    }
    return toLike(toggle);
  });
}

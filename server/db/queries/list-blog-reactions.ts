import type { Like } from '../../../src/contract';
import type { Queryable } from '../db';

/**
 * The likes ('Blog_Like') or dislikes ('Blog_Not_Like') of post `blogId` itself, oldest first, as
 * GET /api/get-blog-likes/{blogId} and /api/get-blog-dislikes/{blogId} answer them.
 */
export async function listBlogReactions(
  db: Queryable,
  blogId: number,
  type: 'Blog_Like' | 'Blog_Not_Like',
): Promise<Like[]> {
  const result = await db.query<Like>(
    `SELECT client_id::int AS "ClientID", blog_id AS "BlogID", NULL::int AS "blogActivityID_RE",
            $3::text AS "BlogActivityType"
       FROM blog_activities
      WHERE blog_id = $1 AND type = $2
      ORDER BY blog_activity_id`,
    [blogId, type, type === 'Blog_Like' ? 'Blog_Like' : 'Not_Like'],
  );
  return result.rows;
}

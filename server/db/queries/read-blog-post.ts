import type { BlogPost } from '../../../src/contract';
import type { Queryable } from '../db';

/** The post `blogId` as GET /api/blog/{id} answers it, or `null` when there is none. */
export async function readBlogPost(db: Queryable, blogId: number): Promise<BlogPost | null> {
  const result = await db.query<BlogPost>(
    `SELECT blog_id AS "BlogID", url, title, body, author,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
       FROM blogs WHERE blog_id = $1`,
    [blogId],
  );
  return result.rows[0] ?? null;
}

import type { Db, Queryable } from '../db/db';
import { DEMO_BLOG, type DemoComment } from './demo-blog';

/**
 * Writes the demo blog post with its threaded comments, likes and dislikes by demo clients (accounts
 * without a password: nobody can sign in as them), unless a post with its url is already there. Safe to
 * run on every seed; returns whether it wrote the post.
 */
export async function insertBlog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM blogs WHERE url = $1', [DEMO_BLOG.url]);
    if (exists.rows.length > 0) return false;
    const clientIds = new Map<string, number>();
    for (const client of DEMO_BLOG.clients) {
      clientIds.set(client.key, await demoClientId(tx, client));
    }
    const client = (key: string) => {
      const id = clientIds.get(key);
      if (id === undefined) throw new Error(`Demo blog: no client '${key}'`);
      return id;
    };
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO blogs (url, title, body, author, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING blog_id AS id`,
      [DEMO_BLOG.url, DEMO_BLOG.title, DEMO_BLOG.body, DEMO_BLOG.author, DEMO_BLOG.createdAt],
    );
    const blogId = inserted.rows[0]?.id;
    if (blogId === undefined) throw new Error('Demo blog: the post was not stored');
    const add = async (comment: DemoComment, parentId: number | null) => {
      const row = await tx.query<{ id: number }>(
        `INSERT INTO blog_activities (blog_id, client_id, parent_id, type, comment, created_at)
         VALUES ($1, $2, $3, 'comment', $4, $5) RETURNING blog_activity_id::int AS id`,
        [blogId, client(comment.by), parentId, comment.text, comment.at],
      );
      const id = row.rows[0]?.id ?? null;
      for (const [key, type] of Object.entries(comment.reactions ?? {})) {
        await tx.query(
          `INSERT INTO blog_activities (blog_id, client_id, parent_id, type, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [blogId, client(key), id, type, comment.at],
        );
      }
      for (const reply of comment.replies ?? []) await add(reply, id);
    };
    for (const comment of DEMO_BLOG.comments) await add(comment, null);
    for (const [key, type] of Object.entries(DEMO_BLOG.reactions)) {
      await tx.query(`INSERT INTO blog_activities (blog_id, client_id, type) VALUES ($1, $2, $3)`, [
        blogId,
        client(key),
        type,
      ]);
    }
    return true;
  });
}

async function demoClientId(
  tx: Queryable,
  client: { name: string; lname: string; email: string },
): Promise<number> {
  const found = await tx.query<{ id: number }>(
    'SELECT client_id AS id FROM clients WHERE lower(email) = lower($1)',
    [client.email],
  );
  const id = found.rows[0]?.id;
  if (id !== undefined) return id;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO clients (party_name, lname, email, source) VALUES ($1, $2, $3, 'demo-blog')
     RETURNING client_id AS id`,
    [client.name, client.lname, client.email],
  );
  const newId = inserted.rows[0]?.id;
  if (newId === undefined) throw new Error(`Demo blog: client ${client.email} was not stored`);
  return newId;
}

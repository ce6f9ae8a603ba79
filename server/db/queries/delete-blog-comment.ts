import type { Queryable } from '../db';

export type DeleteCommentOutcome = 'deleted' | 'not-found' | 'not-yours';

/**
 * Deletes comment `commentId` when `clientId` (the session's client) wrote it, with its replies and their
 * reactions (ON DELETE CASCADE). Someone else's comment is left alone: 'not-yours'.
 */
export async function deleteBlogComment(
  db: Queryable,
  commentId: number,
  clientId: number,
): Promise<DeleteCommentOutcome> {
  const found = await db.query<{ client_id: number }>(
    `SELECT client_id::int AS client_id FROM blog_activities
      WHERE blog_activity_id = $1 AND type = 'comment'`,
    [commentId],
  );
  const owner = found.rows[0]?.client_id;
  if (owner === undefined) return 'not-found';
  if (owner !== clientId) return 'not-yours';
  // The author check is repeated in the DELETE itself, so nothing between the two statements can turn
  // it into the deletion of another client's comment.
  await db.query('DELETE FROM blog_activities WHERE blog_activity_id = $1 AND client_id = $2', [
    commentId,
    clientId,
  ]);
  return 'deleted';
}

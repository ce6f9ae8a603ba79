import type { BlogComment } from '../../contract';

/** Comments and replies at every depth. */
export function countComments(comments: readonly BlogComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.childrens), 0);
}

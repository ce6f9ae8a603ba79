import { fetchComments } from '../../api/fetch-comments';
import type { BlogComment } from '../../contract';
import { useApiResource } from '../../ui/use-api-resource';

export interface BlogCommentsState {
  /** The last list read; `null` until the first answer. Kept while a reload runs, so nothing flickers. */
  comments: BlogComment[] | null;
  /** The last load got no usable answer (shown with Retry). */
  failed: boolean;
  /** Reads the comments again (after a post, a delete, a like: SPEC §4 Comments). */
  reload: () => void;
}

/**
 * The comments of post `blogId`. A reload keeps the current list on screen (open reply boxes and what is
 * typed in them survive), and an answer that arrives after a newer request started is dropped.
 */
export function useBlogComments(blogId: number): BlogCommentsState {
  const answer = useApiResource((api, signal) => fetchComments(api, blogId, signal), blogId);
  const list = answer.status === 'ready' ? answer.value : answer.previous;
  return { comments: list?.data ?? null, failed: answer.status === 'failed', reload: answer.retry };
}

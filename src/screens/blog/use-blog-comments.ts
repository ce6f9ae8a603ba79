import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchComments } from '../../api/fetch-comments';
import type { BlogComment } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';

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
  const api = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [comments, setComments] = useState<BlogComment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // `attempt` is read so that reload() runs this effect again.
    void attempt;
    const controller = new AbortController();
    fetchComments(api, blogId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setComments(result.value.data);
        setFailed(false);
        return;
      }
      console.warn(`[bluebonnet] ${result.failure.message}`);
      setFailed(true);
    });
    return () => controller.abort();
  }, [api, blogId, attempt]);

  return { comments, failed, reload };
}

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchBlogPost } from '../../api/fetch-blog-post';
import type { BlogPost } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'ready'; post: BlogPost }
  /** The API says there is no such post (404): Retry would not help. */
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/** The post `blogId` (`null`: none chosen, stays 'missing'), told apart from a network failure. */
export function useBlogPost(blogId: number | null): BlogPostState {
  const api = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BlogPostState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    void attempt;
    if (blogId === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    fetchBlogPost(api, blogId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) return setState({ status: 'ready', post: result.value.data });
      console.warn(`[bluebonnet] ${result.failure.message}`);
      setState(result.failure.status === 404 ? { status: 'missing' } : { status: 'failed', retry });
    });
    return () => controller.abort();
  }, [api, blogId, attempt, retry]);

  return state;
}

import { fetchBlogPost } from '../../api/fetch-blog-post';
import type { BlogPost } from '../../contract';
import { useApiResource } from '../../ui/use-api-resource';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'ready'; post: BlogPost }
  /** The API says there is no such post (404): Retry would not help. */
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

/** The post `blogId` (`null`: none chosen, stays 'missing'), told apart from a network failure. */
export function useBlogPost(blogId: number | null): BlogPostState {
  const answer = useApiResource(
    blogId === null ? null : (api, signal) => fetchBlogPost(api, blogId, signal),
    blogId,
  );
  if (blogId === null) return { status: 'missing' };
  if (answer.status === 'loading') return { status: 'loading' };
  if (answer.status === 'ready') return { status: 'ready', post: answer.value.data };
  return answer.failure.status === 404 ? { status: 'missing' } : { status: 'failed', retry: answer.retry };
}

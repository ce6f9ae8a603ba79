import { blogLikesResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/get-blog-likes/{blogId}` or `/api/get-blog-dislikes/{blogId}` (SPEC §7): who reacted to the post. */
export function fetchBlogReactions(
  api: ApiClient,
  blogId: number,
  kind: 'likes' | 'dislikes',
  signal?: AbortSignal,
) {
  return api.get(`api/get-blog-${kind}/${blogId}`, blogLikesResponseSchema, { signal });
}

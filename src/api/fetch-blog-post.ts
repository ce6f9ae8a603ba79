import { blogPostResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/blog/{id}`: the blog post itself (beyond SPEC §7, which leaves the post's source unsaid). */
export function fetchBlogPost(api: ApiClient, blogId: number, signal?: AbortSignal) {
  return api.get(`api/blog/${blogId}`, blogPostResponseSchema, { signal });
}

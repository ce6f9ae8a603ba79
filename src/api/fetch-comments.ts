import { commentsResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';

/** `GET /api/get-comments/{blogId}` (SPEC §7): the post's comments, replies nested in `childrens`. */
export function fetchComments(api: ApiClient, blogId: number, signal?: AbortSignal) {
  return api.get(`api/get-comments/${blogId}`, commentsResponseSchema, { signal });
}

import { successResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';
import { postBlogForm } from './post-blog-form';

/** `POST /api/delete-comment` (SPEC §7): ClientID and CommentID; the server deletes only one's own. */
export function postDeleteComment(api: ApiClient, clientId: number, commentId: number) {
  return postBlogForm(
    api,
    'api/delete-comment',
    { ClientID: String(clientId), CommentID: String(commentId) },
    successResponseSchema,
  );
}

import { successResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

/** `POST /api/delete-comment` (SPEC §7): ClientID and CommentID; the server deletes only one's own. */
export function postDeleteComment(api: ApiClient, clientId: number, commentId: number) {
  return sendRequest(
    api,
    {
      method: 'POST',
      path: 'api/delete-comment',
      form: { ClientID: String(clientId), CommentID: String(commentId) },
    },
    successResponseSchema,
  );
}

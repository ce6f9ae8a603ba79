import { addCommentResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

export interface CommentPost {
  ClientID: number;
  BlogID: number;
  comment: string;
  /** The comment replied to; absent for a comment on the post. */
  parentId?: number | undefined;
}

/**
 * `POST /api/add-comment` (SPEC §7): ClientID, BlogID, blogActivity, blogActivityID_RE for a reply, and
 * comment. PartyName and PartyEmail are not sent: the server names the author from the session's account.
 */
export function postComment(api: ApiClient, post: CommentPost) {
  return sendRequest(
    api,
    {
      method: 'POST',
      path: 'api/add-comment',
      form: {
        ClientID: String(post.ClientID),
        BlogID: String(post.BlogID),
        blogActivity: post.parentId === undefined ? 'comment' : 'reply',
        ...(post.parentId === undefined ? {} : { blogActivityID_RE: String(post.parentId) }),
        comment: post.comment,
      },
    },
    addCommentResponseSchema,
  );
}

import { successResponseSchema } from '../contract';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

/** The four reaction calls of SPEC §7; each toggles the session client's reaction. */
export type ReactionCall = 'add-like' | 'add-dislike' | 'add-blog-like' | 'add-blog-dislike';

const TYPES: Record<ReactionCall, string> = {
  'add-like': 'Com_Like',
  'add-dislike': 'Not_Like',
  'add-blog-like': 'Blog_Like',
  'add-blog-dislike': 'Not_Like',
};

/**
 * `POST /api/add-like`, `/api/add-dislike` (a comment: `commentId`), `/api/add-blog-like` or
 * `/api/add-blog-dislike` (the post) with ClientID, BlogID, blogActivityID_RE and BlogActivityType.
 * The screens reload what they show afterwards (SPEC §4), so only success matters here.
 */
export function postReaction(
  api: ApiClient,
  call: ReactionCall,
  reaction: { ClientID: number; BlogID: number; commentId?: number | undefined },
) {
  return sendRequest(
    api,
    {
      method: 'POST',
      path: `api/${call}`,
      form: {
        ClientID: String(reaction.ClientID),
        BlogID: String(reaction.BlogID),
        ...(reaction.commentId === undefined ? {} : { blogActivityID_RE: String(reaction.commentId) }),
        BlogActivityType: TYPES[call],
      },
    },
    successResponseSchema,
  );
}

import type { FastifyPluginAsync } from 'fastify';
import type * as v from 'valibot';
import {
  addBlogDislikeRequestSchema,
  addBlogLikeRequestSchema,
  addDislikeRequestSchema,
  addLikeRequestSchema,
  blogIdParamsSchema,
} from '../../src/contract';
import type { AppContext } from '../app-context';
import { requireOwnClient } from '../auth/require-own-client';
import { requireSignedIn } from '../auth/require-signed-in';
import { listBlogReactions } from '../db/queries/list-blog-reactions';
import { type StoredReactionType, toggleBlogReaction } from '../db/queries/toggle-blog-reaction';
import { ApiError } from '../http/api-error';
import { int4IdOr404 } from '../http/int4-id-or-404';
import { parseOr400 } from '../http/parse-or-400';
import { acceptFormBodies } from './form-body-parser';

type ReactionSchema =
  | typeof addLikeRequestSchema
  | typeof addDislikeRequestSchema
  | typeof addBlogLikeRequestSchema
  | typeof addBlogDislikeRequestSchema;

/** Each reaction call: its body, what it stores, and the key its answer names the record by. */
const CALLS: readonly { path: string; schema: ReactionSchema; type: StoredReactionType; key: string }[] = [
  { path: '/api/add-like', schema: addLikeRequestSchema, type: 'Com_Like', key: 'like' },
  { path: '/api/add-dislike', schema: addDislikeRequestSchema, type: 'Not_Like', key: 'dislike' },
  { path: '/api/add-blog-like', schema: addBlogLikeRequestSchema, type: 'Blog_Like', key: 'like' },
  {
    path: '/api/add-blog-dislike',
    schema: addBlogDislikeRequestSchema,
    type: 'Blog_Not_Like',
    key: 'dislike',
  },
];

/**
 * Likes and dislikes of comments and of the post (SPEC §7). Each POST toggles the session client's
 * reaction (the same again removes it, the opposite replaces it) and answers `{ success, like }` or
 * `{ success, dislike }`, `null` once removed. 401 without a session, 403 when the body's ClientID is not
 * the session's. `GET /api/get-blog-likes/{blogId}` and `/api/get-blog-dislikes/{blogId}` list the post's.
 */
export const blogLikeRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  acceptFormBodies(app);

  for (const call of CALLS) {
    app.post(call.path, async (request) => {
      const own = await requireSignedIn(request, db);
      const body: v.InferOutput<ReactionSchema> = parseOr400(call.schema, request.body ?? {}, 'reaction');
      await requireOwnClient(request, db, body.ClientID);
      const commentId = call.type === 'Com_Like' || call.type === 'Not_Like' ? body.blogActivityID_RE : null;
      const result = await toggleBlogReaction(db, {
        blogId: int4IdOr404(body.BlogID, 'blog post'),
        clientId: own,
        commentId,
        type: call.type,
      });
      if (result === 'not-found')
        throw new ApiError('notFound', 'That blog post or comment no longer exists.');
      return { success: true, [call.key]: result };
    });
  }

  const list = (type: 'Blog_Like' | 'Blog_Not_Like') => async (request: { params: unknown }) => {
    const { blogId } = parseOr400(blogIdParamsSchema, request.params, 'blog id');
    return { data: await listBlogReactions(db, int4IdOr404(blogId, 'blog post'), type) };
  };
  app.get('/api/get-blog-likes/:blogId', list('Blog_Like'));
  app.get('/api/get-blog-dislikes/:blogId', list('Blog_Not_Like'));
};

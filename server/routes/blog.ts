import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  addCommentRequestSchema,
  blogIdParamsSchema,
  blogPostParamsSchema,
  deleteCommentRequestSchema,
  fieldErrorsFromIssues,
} from '../../src/contract';
import type { AppContext } from '../app-context';
import { requireOwnClient } from '../auth/require-own-client';
import { requireSignedIn } from '../auth/require-signed-in';
import { deleteBlogComment } from '../db/queries/delete-blog-comment';
import { insertBlogComment } from '../db/queries/insert-blog-comment';
import { listBlogComments } from '../db/queries/list-blog-comments';
import { readBlogPost } from '../db/queries/read-blog-post';
import { ApiError } from '../http/api-error';
import { int4IdOr404 } from '../http/int4-id-or-404';
import { parseOr400 } from '../http/parse-or-400';
import { acceptFormBodies } from './form-body-parser';

/**
 * The blog post and its comments (SPEC §7): `GET /api/blog/{id}` (beyond SPEC: the post itself),
 * `GET /api/get-comments/{blogId}` (threaded), `POST /api/add-comment` and `POST /api/delete-comment`.
 * Writing needs a session (401 without); a body's ClientID must be the session's own (403), and the
 * author's name comes from the account, never from the body's PartyName. A client deletes only their own
 * comments: anyone else's answers 403 (SPEC §6 leaves the server's check "not shown"; DESIGN requires it).
 */
export const blogRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  acceptFormBodies(app);

  app.get('/api/blog/:id', async (request) => {
    const { id } = parseOr400(blogPostParamsSchema, request.params, 'blog id');
    const post = await readBlogPost(db, int4IdOr404(id, 'blog post'));
    if (!post) throw new ApiError('notFound', `There is no blog post ${id}.`);
    return { data: post };
  });

  app.get('/api/get-comments/:blogId', async (request, reply) => {
    const { blogId } = parseOr400(blogIdParamsSchema, request.params, 'blog id');
    // Comments change whenever anyone writes: never let a cache show a deleted one again.
    void reply.header('cache-control', 'no-store');
    return { data: await listBlogComments(db, int4IdOr404(blogId, 'blog post')) };
  });

  app.post('/api/add-comment', async (request, reply) => {
    const own = await requireSignedIn(request, db);
    const parsed = v.safeParse(addCommentRequestSchema, request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(422)
        .send({ success: false, errors: fieldErrorsFromIssues(parsed.issues), comment: null });
    }
    const body = parsed.output;
    await requireOwnClient(request, db, body.ClientID);
    const comment = await insertBlogComment(db, {
      blogId: int4IdOr404(body.BlogID, 'blog post'),
      clientId: own,
      parentId: body.blogActivityID_RE,
      text: body.comment,
    });
    if (!comment) {
      throw new ApiError('notFound', 'That blog post or the comment you replied to no longer exists.');
    }
    return { success: true, comment };
  });

  app.post('/api/delete-comment', async (request) => {
    const own = await requireSignedIn(request, db);
    const body = parseOr400(deleteCommentRequestSchema, request.body ?? {}, 'delete-comment body');
    await requireOwnClient(request, db, body.ClientID);
    const outcome = await deleteBlogComment(db, body.CommentID, own);
    if (outcome === 'not-found') throw new ApiError('notFound', 'That comment no longer exists.');
    if (outcome === 'not-yours') throw new ApiError('forbidden', 'You can only delete your own comments.');
    return { success: true, message: null };
  });
};

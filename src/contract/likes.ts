import * as v from 'valibot';
import { formField } from './form-field';
import { listEnvelope } from './list-envelope';
import { wireBooleanSchema } from './wire-boolean';
import { nullableNumberSchema } from './wire-number';
import { nullableTextSchema } from './wire-text';

/** The BlogActivityType values (SPEC §7): comment like, blog like, and dislike of either. */
export const BLOG_ACTIVITY_TYPES = ['Com_Like', 'Blog_Like', 'Not_Like'] as const;

/** A like or dislike record of a blog post or comment. */
export const likeSchema = v.object({
  ClientID: nullableNumberSchema,
  BlogID: nullableNumberSchema,
  /** The comment liked; `null` for a like of the blog post itself. */
  blogActivityID_RE: nullableNumberSchema,
  BlogActivityType: nullableTextSchema,
});

export type Like = v.InferOutput<typeof likeSchema>;

// The type is implied by the path, so a body without it is read as the path's type.
function reactionRequest<const TType extends (typeof BLOG_ACTIVITY_TYPES)[number]>(
  type: TType,
  comment: boolean,
) {
  return v.object({
    ClientID: formField.id,
    BlogID: formField.id,
    blogActivityID_RE: comment ? formField.id : formField.optionalId,
    PartyName: formField.optionalText(61),
    PartyEmail: formField.optionalEmail,
    BlogActivityType: v.optional(v.literal(type, 'invalid_choice'), type),
  });
}

/** Body of POST /api/add-like: a like of the comment blogActivityID_RE (BlogActivityType Com_Like). */
export const addLikeRequestSchema = reactionRequest('Com_Like', true);

/** Body of POST /api/add-dislike: a dislike of a comment (BlogActivityType Not_Like). */
export const addDislikeRequestSchema = reactionRequest('Not_Like', true);

/** Body of POST /api/add-blog-like (BlogActivityType Blog_Like); answered by `successResponseSchema`. */
export const addBlogLikeRequestSchema = reactionRequest('Blog_Like', false);

/** Body of POST /api/add-blog-dislike (BlogActivityType Not_Like); answered by `successResponseSchema`. */
export const addBlogDislikeRequestSchema = reactionRequest('Not_Like', false);

export type ReactionRequest = v.InferOutput<typeof addLikeRequestSchema>;

/** Response of POST /api/add-like: `{ success, like }`. */
export const addLikeResponseSchema = v.object({
  success: v.nullish(wireBooleanSchema, true),
  like: v.nullish(likeSchema, null),
});

export type AddLikeResponse = v.InferOutput<typeof addLikeResponseSchema>;

/** Response of POST /api/add-dislike: `{ success, dislike }`. */
export const addDislikeResponseSchema = v.object({
  success: v.nullish(wireBooleanSchema, true),
  dislike: v.nullish(likeSchema, null),
});

export type AddDislikeResponse = v.InferOutput<typeof addDislikeResponseSchema>;

/** Response of GET /api/get-blog-likes/{blogId} and GET /api/get-blog-dislikes/{blogId}: `{ data: Like[] }`. */
export const blogLikesResponseSchema = listEnvelope(likeSchema);

export type BlogLikesResponse = v.InferOutput<typeof blogLikesResponseSchema>;

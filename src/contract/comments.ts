import * as v from 'valibot';
import { formField } from './form-field';
import { idSchema } from './id';
import { listEnvelope } from './list-envelope';
import { wireBooleanSchema } from './wire-boolean';
import { nullableNumberSchema, wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/** A like or dislike as listed on a comment; active for the user whose ClientID it carries. */
export const reactionSchema = v.object({ ClientID: nullableNumberSchema });

export type Reaction = v.InferOutput<typeof reactionSchema>;

/** A blog comment with its nested replies (SPEC §3 Blog comment). */
export interface BlogComment {
  blogActivityID: number;
  /** Parent comment id for a reply; `null` at the top level. */
  blogActivityID_RE: number | null;
  blog_user_name: string | null;
  blog_comment: string;
  /** 'MM/DD/YYYY hh:mm' as the server formats it. */
  created_at: string | null;
  ClientID: number | null;
  childrens: BlogComment[];
  likes: Reaction[];
  dislikes: Reaction[];
}

// The recursion through `childrens` needs the type spelled out; the wire input is anything JSON.
/**
 * A comment of GET /api/get-comments/{blogId} and POST /api/add-comment. Missing replies, likes and
 * dislikes are `[]`.
 */
export const blogCommentSchema: v.GenericSchema<unknown, BlogComment> = v.object({
  blogActivityID: v.pipe(wireNumberSchema, v.integer()),
  blogActivityID_RE: nullableNumberSchema,
  blog_user_name: nullableTextSchema,
  blog_comment: v.nullish(wireTextSchema, ''),
  created_at: nullableTextSchema,
  ClientID: nullableNumberSchema,
  childrens: v.nullish(v.array(v.lazy(() => blogCommentSchema)), () => []),
  likes: v.nullish(v.array(reactionSchema), () => []),
  dislikes: v.nullish(v.array(reactionSchema), () => []),
});

/** Path parameters `{blogId}` of GET /api/get-comments/…, /api/get-blog-likes/…, /api/get-blog-dislikes/…. */
export const blogIdParamsSchema = v.object({ blogId: idSchema });

/** Response of GET /api/get-comments/{blogId}: `{ data: BlogComment[] }`, replies nested in `childrens`. */
export const commentsResponseSchema = listEnvelope(blogCommentSchema);

export type CommentsResponse = v.InferOutput<typeof commentsResponseSchema>;

/**
 * Body of POST /api/add-comment: a comment on BlogID, or a reply when blogActivityID_RE names the parent.
 * The author is the session's client; ClientID must match it, PartyName and PartyEmail are display
 * hints only.
 */
export const addCommentRequestSchema = v.object({
  ClientID: formField.id,
  BlogID: formField.id,
  blogActivityID_RE: formField.optionalId,
  blogActivity: formField.optionalText(40),
  PartyName: formField.optionalText(61),
  PartyEmail: formField.optionalEmail,
  comment: formField.requiredText(5000),
});

export type AddCommentRequest = v.InferOutput<typeof addCommentRequestSchema>;
export type AddCommentRequestInput = v.InferInput<typeof addCommentRequestSchema>;

/** Response of POST /api/add-comment: `{ success, comment }` with the stored comment. */
export const addCommentResponseSchema = v.object({
  success: wireBooleanSchema,
  comment: v.nullish(blogCommentSchema, null),
});

export type AddCommentResponse = v.InferOutput<typeof addCommentResponseSchema>;

/** Body of POST /api/delete-comment; the server deletes only the session client's own comment. */
export const deleteCommentRequestSchema = v.object({
  ClientID: formField.id,
  CommentID: formField.id,
});

export type DeleteCommentRequest = v.InferOutput<typeof deleteCommentRequestSchema>;

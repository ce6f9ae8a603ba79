import * as v from 'valibot';
import { idSchema } from './id';
import { itemEnvelope } from './item-envelope';
import { wireNumberSchema } from './wire-number';
import { nullableTextSchema, wireTextSchema } from './wire-text';

/**
 * A blog post (SPEC §3 Blog: BlogID and its date), as GET /api/blog/{id} answers it. `body` is the
 * brokerage's own text, paragraphs separated by a blank line; screens show it as text, never as HTML.
 */
export const blogPostSchema = v.object({
  BlogID: v.pipe(wireNumberSchema, v.integer()),
  /** The {url} slug of /blog/{id}/{url}. */
  url: wireTextSchema,
  title: wireTextSchema,
  body: v.nullish(wireTextSchema, ''),
  author: nullableTextSchema,
  /** ISO 8601 time stamp. */
  created_at: nullableTextSchema,
});

export type BlogPost = v.InferOutput<typeof blogPostSchema>;

/** Response of GET /api/blog/{id}: `{ data: BlogPost }`. */
export const blogPostResponseSchema = itemEnvelope(blogPostSchema);

/** Path parameters of GET /api/blog/{id}. */
export const blogPostParamsSchema = v.object({ id: idSchema });

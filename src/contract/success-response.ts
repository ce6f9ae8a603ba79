import * as v from 'valibot';
import { wireBooleanSchema } from './wire-boolean';
import { nullableTextSchema } from './wire-text';

/**
 * `{ success, message }`: the response of the calls whose answer SPEC §7 leaves "not shown" or reduces to
 * success: POST /api/saved, DELETE /api/saved/…, POST /api/delete-comment, POST /api/add-blog-like,
 * POST /api/add-blog-dislike, POST /api/v1/saved-search/update-title, …/delete, …/update-notification.
 * A body without `success` (older backends answered these with 200 and anything) counts as success.
 */
export const successResponseSchema = v.pipe(
  v.unknown(),
  v.transform((body) => (typeof body === 'object' && body !== null ? body : {})),
  v.object({
    success: v.nullish(wireBooleanSchema, true),
    message: nullableTextSchema,
  }),
);

export type SuccessResponse = v.InferOutput<typeof successResponseSchema>;

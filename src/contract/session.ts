import * as v from 'valibot';
import { clientSchema } from './client';

/**
 * Response of GET /api/session: the signed-in client of this browser's session, or `null` for an
 * anonymous visitor. The session cookie is HttpOnly, so this call is how a page learns who is signed in.
 */
export const sessionResponseSchema = v.object({
  Client: v.nullish(clientSchema, null),
});

export type SessionResponse = v.InferOutput<typeof sessionResponseSchema>;

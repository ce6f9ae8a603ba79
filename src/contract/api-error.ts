import * as v from 'valibot';

/**
 * The server's JSON error body for any call that fails outside form validation (4xx/5xx):
 * `{ error: { code, message, details? } }`. `code` is stable ('badRequest', 'unauthorized', …);
 * `message` is an English sentence for logs and developers; `details` is call-specific (e.g. the
 * listings query `issues`).
 */
export const apiErrorSchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    details: v.optional(v.unknown()),
  }),
});

export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

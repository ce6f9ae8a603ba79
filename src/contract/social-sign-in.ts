import * as v from 'valibot';
import { signInResponseSchema } from './sign-in';

/**
 * Where the visitor came from (the home page's `source` query parameter, SPEC §2); the default is the
 * product's own name. Letters, digits, '.', '_' and '-' only, as it is also a path segment.
 */
export const signInSourceSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected a source name of letters, digits, ".", "_" or "-"'),
);

/** Path parameters of POST /facebook/sign-in/{source} and POST /google/sign-in/{source}. */
export const signInSourceParamsSchema = v.object({ source: v.optional(signInSourceSchema) });

/**
 * Body of POST /google/sign-in/{source}: the Google ID token (a JWT) the sign-in button returned. The
 * server verifies signature and audience and takes name, e-mail and picture from the verified token; a
 * client-sent e-mail is never trusted (DESIGN rulings).
 */
export const googleSignInRequestSchema = v.object({
  credential: v.pipe(
    v.string(),
    v.maxLength(8192, 'Expected a Google ID token'),
    v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Expected a Google ID token'),
  ),
  source: v.optional(signInSourceSchema),
});

export type GoogleSignInRequest = v.InferOutput<typeof googleSignInRequestSchema>;

/**
 * Body of POST /facebook/sign-in and POST /facebook/sign-in/{source}: the user access token of the
 * Facebook SDK login; the server reads the profile from the Graph API with it.
 */
export const facebookSignInRequestSchema = v.object({
  accessToken: v.pipe(
    v.string(),
    v.minLength(1, 'Expected a Facebook access token'),
    v.maxLength(4096, 'Expected a Facebook access token'),
    v.regex(/^[\w.|-]+$/, 'Expected a Facebook access token'),
  ),
  source: v.optional(signInSourceSchema),
});

export type FacebookSignInRequest = v.InferOutput<typeof facebookSignInRequestSchema>;

/** Response of the social sign-in calls: the same shape as POST /sign-in. */
export const socialSignInResponseSchema = signInResponseSchema;

export type SocialSignInResponse = v.InferOutput<typeof socialSignInResponseSchema>;

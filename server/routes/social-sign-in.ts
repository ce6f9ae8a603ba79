import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  FORM_MESSAGES,
  type FormMessageKey,
  facebookSignInRequestSchema,
  googleSignInRequestSchema,
  signInSourceParamsSchema,
} from '../../src/contract';
import type { AccountRouteOptions } from '../auth/account-routes';
import type { SocialProfile } from '../auth/social-profile';
import { startSession } from '../auth/start-session';
import { verifyFacebookToken } from '../auth/verify-facebook-token';
import { googleCredentialVerifier } from '../auth/verify-google-credential';
import { findOrCreateSocialClient } from '../db/queries/find-or-create-social-client';
import { readClient } from '../db/queries/read-client';
import { ApiError } from '../http/api-error';
import { parseOr400 } from '../http/parse-or-400';
import { acceptFormBodies } from './form-body-parser';

/** The default source of a social sign-in: the product's own name (SPEC §7). */
const DEFAULT_SOURCE = 'bluebonnet';

const failure = (code: FormMessageKey) => ({ success: false, code, message: FORM_MESSAGES[code] });

/**
 * Social sign-in (SPEC §7; DESIGN rulings): `POST /google/sign-in/{source}` with the Google ID token,
 * `POST /facebook/sign-in[/{source}]` with the Facebook access token. The server verifies each with its
 * provider and takes name, e-mail and picture only from there. A profile without an e-mail stops with the
 * message SPEC §8 names; an unconfigured provider answers 503. An account with the same e-mail is linked
 * only when its address is verified, else taken over (server/db/queries/find-or-create-social-client.ts).
 */
export const socialSignInRoutes: FastifyPluginAsync<AccountRouteOptions> = async (
  app,
  { context, accounts },
) => {
  acceptFormBodies(app);
  const { db } = context;
  const { settings } = accounts;
  const verifyGoogle = settings.googleClientId
    ? googleCredentialVerifier(settings.googleJwksUrl, settings.googleClientId)
    : null;
  const { facebookAppId: appId, facebookAppSecret: appSecret } = settings;
  const facebook = appId && appSecret ? { graphUrl: settings.facebookGraphUrl, appId, appSecret } : null;

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    profile: SocialProfile | null,
    source: string,
    noEmail: FormMessageKey,
  ) => {
    if (!profile) return failure('social_failed');
    const { email } = profile;
    if (!email) {
      request.log.info({ provider: profile.provider }, 'social sign-in without an e-mail');
      return failure(noEmail);
    }
    const clientId = await db.transaction((tx) =>
      findOrCreateSocialClient(tx, { ...profile, email }, source),
    );
    await startSession(db, request, reply, clientId, settings.sessionDays);
    return { success: true, Client: await readClient(db, clientId), message: 'You are signed in.' };
  };

  const sourceOf = (request: FastifyRequest, bodySource: string | undefined) =>
    parseOr400(signInSourceParamsSchema, request.params, 'source').source ?? bodySource ?? DEFAULT_SOURCE;

  const google = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!verifyGoogle) throw new ApiError('unavailable', 'Google sign-in is not set up on this server.');
    const body = v.safeParse(googleSignInRequestSchema, request.body ?? {});
    if (!body.success) return failure('social_failed');
    const source = sourceOf(request, body.output.source);
    return finish(request, reply, await verifyGoogle(body.output.credential), source, 'google_privacy');
  };

  const facebookSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!facebook) throw new ApiError('unavailable', 'Facebook sign-in is not set up on this server.');
    const body = v.safeParse(facebookSignInRequestSchema, request.body ?? {});
    if (!body.success) return failure('social_failed');
    const source = sourceOf(request, body.output.source);
    const profile = await verifyFacebookToken(facebook, body.output.accessToken);
    return finish(request, reply, profile, source, 'facebook_no_email');
  };

  app.post('/google/sign-in', google);
  app.post('/google/sign-in/:source', google);
  app.post('/facebook/sign-in', facebookSignIn);
  app.post('/facebook/sign-in/:source', facebookSignIn);
};

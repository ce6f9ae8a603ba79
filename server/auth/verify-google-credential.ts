import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { SocialProfile } from './social-profile';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
  name: v.optional(v.string()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  picture: v.optional(v.pipe(v.string(), v.url())),
});

/** Checks Google ID tokens against one key set (fetched and cached by jose). */
export type GoogleCredentialVerifier = (credential: string) => Promise<SocialProfile | null>;

/**
 * A verifier of Google ID tokens (the sign-in button's `credential`): signature against Google's keys at
 * `jwksUrl`, issuer, audience `clientId` and expiry. Answers the profile, with the e-mail only when Google
 * says it is verified; null for any token that fails a check.
 */
export function googleCredentialVerifier(jwksUrl: string, clientId: string): GoogleCredentialVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (credential) => {
    const verified = await jwtVerify(credential, keys, {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ['exp', 'sub'],
    }).catch(() => null);
    const claims = verified ? v.safeParse(claimsSchema, verified.payload) : null;
    if (!claims?.success) return null;
    const c = claims.output;
    const emailVerified = c.email_verified === true || c.email_verified === 'true';
    const [first, ...rest] = (c.name ?? '').trim().split(/\s+/);
    return {
      provider: 'google',
      providerId: c.sub,
      email: c.email && emailVerified ? c.email.toLowerCase() : null,
      firstName: c.given_name?.trim() || first || 'Google user',
      lastName: c.family_name?.trim() || rest.join(' ') || null,
      pictureUrl: c.picture ?? null,
    };
  };
}

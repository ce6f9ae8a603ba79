import * as v from 'valibot';
import type { ResoFeedAuth } from './reso-feed-config';

export interface TokenSource {
  /** A bearer token that is not about to expire. */
  token(signal?: AbortSignal): Promise<string>;
  /** Forgets the cached token (the server answered 401): the next call asks for a new one. */
  invalidate(): void;
}

const tokenSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
});

// Renewed this long before it expires, so a page request never leaves with a token about to lapse.
const RENEW_BEFORE_MS = 60_000;

/**
 * Bearer tokens for a feed: a static token as configured, or OAuth2 client credentials (RFC 6749 §4.4,
 * as MLS Grid, Bridge and Trestle issue them) cached until shortly before `expires_in` runs out.
 */
export function createTokenSource(auth: ResoFeedAuth, fetchFn: typeof fetch = fetch): TokenSource {
  if (auth.type === 'bearer') return { token: async () => auth.token, invalidate: () => {} };
  let cached: { token: string; renewAt: number } | null = null;
  return {
    async token(signal) {
      if (cached !== null && Date.now() < cached.renewAt) return cached.token;
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
      });
      if (auth.scope !== undefined) body.set('scope', auth.scope);
      const response = await fetchFn(auth.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        ...(signal === undefined ? {} : { signal }),
      });
      if (!response.ok) {
        throw new Error(`token request to ${auth.tokenUrl} answered ${response.status}`);
      }
      const parsed = v.safeParse(tokenSchema, await response.json());
      if (!parsed.success) throw new Error(`token answer of ${auth.tokenUrl} has no access_token`);
      const lifetimeMs = (parsed.output.expires_in ?? 3600) * 1000;
      cached = {
        token: parsed.output.access_token,
        renewAt: Date.now() + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2),
      };
      return cached.token;
    },
    invalidate() {
      cached = null;
    },
  };
}

/** How accounts behave on this server; read from the environment by server/config.ts. */
export interface AccountSettings {
  /** How long a session lasts without signing in again (SESSION_DAYS, default 30). */
  sessionDays: number;
  /** Origins of other sites allowed to post to this server (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** HMAC key that signs ALTCHA challenges (ALTCHA_HMAC_KEY); unset: a random key per process. */
  altchaHmacKey: string | undefined;
  /** The Google OAuth client id the ID tokens must be issued for (GOOGLE_CLIENT_ID); unset: no Google. */
  googleClientId: string | undefined;
  /** Google's signing keys (GOOGLE_JWKS_URL); tests point it at a local key set. */
  googleJwksUrl: string;
  /** Facebook app id and secret (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET); unset: no Facebook. */
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Graph API base URL (FACEBOOK_GRAPH_URL); tests point it at a local fake. */
  facebookGraphUrl: string;
  /** Host names on which the social sign-in buttons show (SOCIAL_SIGN_IN_HOSTS); empty: every host. */
  socialSignInHosts: readonly string[];
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  sessionDays: 30,
  allowedOrigins: [],
  altchaHmacKey: undefined,
  googleClientId: undefined,
  googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  facebookAppId: undefined,
  facebookAppSecret: undefined,
  facebookGraphUrl: 'https://graph.facebook.com',
  socialSignInHosts: [],
};

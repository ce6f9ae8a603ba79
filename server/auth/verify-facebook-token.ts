import * as v from 'valibot';
import type { SocialProfile } from './social-profile';

const debugSchema = v.object({
  data: v.object({
    is_valid: v.boolean(),
    app_id: v.union([v.string(), v.number()]),
    user_id: v.union([v.string(), v.number()]),
  }),
});

const meSchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
  picture: v.optional(v.object({ data: v.optional(v.object({ url: v.optional(v.string()) })) })),
});

export interface FacebookSettings {
  graphUrl: string;
  appId: string;
  appSecret: string;
}

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
  return response.json();
}

/**
 * Checks a Facebook user access token with the Graph API (DESIGN rulings): `debug_token` with the app's
 * own token must say it is valid and was issued to this app, then `/me` reads the profile with it.
 * Answers null for a token that fails or when the Graph API cannot be reached.
 */
export async function verifyFacebookToken(
  settings: FacebookSettings,
  accessToken: string,
): Promise<SocialProfile | null> {
  const base = settings.graphUrl.replace(/\/+$/, '');
  const debugUrl = new URL(`${base}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`);
  const debug = v.safeParse(debugSchema, await getJson(debugUrl).catch(() => null));
  if (!debug.success) return null;
  const { is_valid, app_id, user_id } = debug.output.data;
  if (!is_valid || String(app_id) !== settings.appId) return null;

  const meUrl = new URL(`${base}/me`);
  meUrl.searchParams.set('fields', 'id,name,email,picture');
  meUrl.searchParams.set('access_token', accessToken);
  const me = v.safeParse(meSchema, await getJson(meUrl).catch(() => null));
  if (!me.success || String(me.output.id) !== String(user_id)) return null;
  const [first, ...rest] = (me.output.name ?? '').trim().split(/\s+/);
  return {
    provider: 'facebook',
    providerId: String(me.output.id),
    email: me.output.email?.toLowerCase() || null,
    firstName: first || 'Facebook user',
    lastName: rest.join(' ') || null,
    pictureUrl: me.output.picture?.data?.url ?? null,
  };
}

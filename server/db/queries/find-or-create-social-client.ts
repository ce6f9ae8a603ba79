import type { SocialProfile } from '../../auth/social-profile';
import type { Queryable } from '../db';
import { insertClient } from './insert-client';

const idColumn = { google: 'google_sub', facebook: 'facebook_id' } as const;

const httpsOrNull = (url: string | null) => (url && /^https:\/\//.test(url) ? url : null);

/**
 * The ClientID a verified social profile signs in to: the account already linked to that provider id;
 * else the account with the profile's e-mail, which gets linked (the provider vouched for the address);
 * else a new account without a password, made from the profile. `profile.email` must be set.
 */
export async function findOrCreateSocialClient(
  db: Queryable,
  profile: SocialProfile & { email: string },
  source: string,
): Promise<number> {
  const column = idColumn[profile.provider];
  const linked = await db.query<{ client_id: number }>(`SELECT client_id FROM clients WHERE ${column} = $1`, [
    profile.providerId,
  ]);
  if (linked.rows[0]) return linked.rows[0].client_id;

  for (let attempt = 0; attempt < 2; attempt++) {
    // Links the provider id only when the account has none yet for this provider.
    const byEmail = await db.query<{ client_id: number }>(
      `UPDATE clients SET ${column} = coalesce(${column}, $2), image_url = coalesce(image_url, $3)
       WHERE lower(email) = lower($1) RETURNING client_id`,
      [profile.email, profile.providerId, httpsOrNull(profile.pictureUrl)],
    );
    if (byEmail.rows[0]) return byEmail.rows[0].client_id;
    const created = await insertClient(db, {
      partyName: profile.firstName,
      lname: profile.lastName,
      email: profile.email,
      phone: null,
      imageUrl: httpsOrNull(profile.pictureUrl),
      passwordHash: null,
      source,
      ...(profile.provider === 'google'
        ? { googleSub: profile.providerId }
        : { facebookId: profile.providerId }),
    });
    // null: another request created the account (same e-mail or id) a moment ago; link to it instead.
    if (created !== null) return created;
  }
  throw new Error('Could not create or find the account of a social sign-in');
}

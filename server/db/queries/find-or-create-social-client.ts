import type { SocialProfile } from '../../auth/social-profile';
import type { Queryable } from '../db';
import { endClientSessions } from './end-client-sessions';
import { insertClient } from './insert-client';

const idColumn = { google: 'google_sub', facebook: 'facebook_id' } as const;

const httpsOrNull = (url: string | null) => (url && /^https:\/\//.test(url) ? url : null);

/**
 * The ClientID a verified social profile signs in to: the account already linked to that provider id;
 * else the account with the profile's e-mail; else a new account without a password, made from the
 * profile, its address verified (the provider vouched for it). `profile.email` must be set; run it in a
 * transaction.
 *
 * An account found by e-mail is linked as it is only when its address was verified. An unverified one may
 * have been registered by someone else before the address's owner came (issue 23, finding 2: account
 * pre-hijacking), so the owner takes it over: its password is cleared, every session and remembered
 * browser of it ends, its pending links are void, and the address counts as verified from now on. The
 * caller then starts the owner's session.
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
    const found = await db.query<{ client_id: number; verified: boolean }>(
      `SELECT client_id, email_verified_at IS NOT NULL AS verified FROM clients
        WHERE lower(email) = lower($1) FOR UPDATE`,
      [profile.email],
    );
    const existing = found.rows[0];
    if (existing?.verified) {
      // Links the provider id only when the account has none yet for this provider.
      await db.query(
        `UPDATE clients SET ${column} = coalesce(${column}, $2), image_url = coalesce(image_url, $3)
         WHERE client_id = $1`,
        [existing.client_id, profile.providerId, httpsOrNull(profile.pictureUrl)],
      );
      return existing.client_id;
    }
    if (existing) {
      await takeOver(db, existing.client_id, column, profile.providerId);
      return existing.client_id;
    }
    const created = await insertClient(db, {
      partyName: profile.firstName,
      lname: profile.lastName,
      email: profile.email,
      phone: null,
      imageUrl: httpsOrNull(profile.pictureUrl),
      passwordHash: null,
      source,
      emailVerified: true,
      ...(profile.provider === 'google'
        ? { googleSub: profile.providerId }
        : { facebookId: profile.providerId }),
    });
    // null: another request created the account (same e-mail or id) a moment ago; link to it instead.
    if (created !== null) return created;
  }
  throw new Error('Could not create or find the account of a social sign-in');
}

/** The owner of the address takes an unverified account over: nobody else keeps a way in. */
async function takeOver(db: Queryable, clientId: number, column: string, providerId: string): Promise<void> {
  await db.query(
    `UPDATE clients SET ${column} = $2, password_hash = NULL, email_verified_at = now() WHERE client_id = $1`,
    [clientId, providerId],
  );
  await endClientSessions(db, clientId);
  await db.query('DELETE FROM sign_in_devices WHERE client_id = $1', [clientId]);
  await db.query('DELETE FROM account_tokens WHERE client_id = $1', [clientId]);
}

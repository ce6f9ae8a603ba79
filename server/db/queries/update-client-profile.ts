import type { Queryable } from '../db';
import { emailTaken } from './email-taken';

export interface ProfileChange {
  clientId: number;
  partyName: string;
  lname: string | null;
  email: string;
  /** The address the client asked for: another account's answers false (it may differ from `email`). */
  emailWanted: string;
  phone: string | null;
  /** A new photo (re-encoded), or null to keep the current one. */
  image: { key: string; mediaType: string; bytes: Buffer } | null;
}

/**
 * Saves 'Account details'. Answers false when the e-mail asked for belongs to another account (any letter
 * case); then nothing is changed. A new photo replaces the client's older ones.
 */
export async function updateClientProfile(db: Queryable, change: ProfileChange): Promise<boolean> {
  if (await emailTaken(db, change.emailWanted, change.clientId)) return false;
  let imageUrl: string | null = null;
  if (change.image) {
    await db.query('DELETE FROM client_images WHERE client_id = $1', [change.clientId]);
    await db.query(
      'INSERT INTO client_images (image_key, client_id, media_type, bytes) VALUES ($1, $2, $3, $4)',
      [change.image.key, change.clientId, change.image.mediaType, change.image.bytes],
    );
    imageUrl = `/api/client-images/${change.image.key}`;
  }
  await db.query(
    `UPDATE clients SET party_name = $2, lname = $3, email = $4, phone = $5, image_url = coalesce($6, image_url)
     WHERE client_id = $1`,
    [change.clientId, change.partyName, change.lname, change.email, change.phone, imageUrl],
  );
  return true;
}

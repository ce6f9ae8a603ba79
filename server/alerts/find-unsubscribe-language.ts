import type { Queryable } from '../db/db';
import type { DigestLanguage } from './compose-digest-email';

/**
 * The language of the client whose saved search has this unsubscribe token: the one their digest e-mail
 * was written in (collect-due-digests.ts: the registration form's 'Language', 'Spanish' reads Spanish),
 * so the page the e-mail's link opens speaks to them the same way. English for no such token.
 */
export async function findUnsubscribeLanguage(db: Queryable, token: string): Promise<DigestLanguage> {
  const found = await db.query<{ language: string | null }>(
    `SELECT c.language FROM saved_searches s JOIN clients c ON c.client_id = s.client_id
      WHERE s.unsubscribe_token = $1`,
    [token],
  );
  return found.rows[0]?.language === 'Spanish' ? 'es' : 'en';
}

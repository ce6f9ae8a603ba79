import type { Queryable } from '../db/db';
import type { DigestLanguage } from './compose-digest-email';

/** What an unsubscribe link stops, and the language its page speaks. */
export interface UnsubscribeTarget {
  /** The saved search's title (a search's own link in the digest); null for the whole digest's link. */
  title: string | null;
  /**
   * The language the client's digest e-mails are written in (collect-due-digests.ts: the registration
   * form's 'Language', 'Spanish' reads Spanish), so the page speaks to them the same way.
   */
  language: DigestLanguage;
}

/**
 * The target of an unsubscribe token: a saved search's own (its link in the digest's text) or a digest's
 * (the List-Unsubscribe header, which stops every daily e-mail of the client). Null for no such token.
 */
export async function findUnsubscribeTarget(db: Queryable, token: string): Promise<UnsubscribeTarget | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const found = await db.query<{ title: string | null; language: string | null }>(
    `SELECT s.gateway_desc AS title, c.language FROM saved_searches s JOIN clients c USING (client_id)
      WHERE s.unsubscribe_token = $1
     UNION ALL
     SELECT NULL, c.language FROM saved_search_digests d JOIN clients c USING (client_id)
      WHERE d.unsubscribe_token = $1
     LIMIT 1`,
    [token],
  );
  const row = found.rows[0];
  if (!row) return null;
  return { title: row.title, language: row.language === 'Spanish' ? 'es' : 'en' };
}

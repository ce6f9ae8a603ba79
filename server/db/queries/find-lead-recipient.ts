import type { LeadRecipient } from '../../../src/contract';
import type { Queryable } from '../db';

/** Where a lead, a tour request, comes from: the listing it is about and the agent's site it was sent on. */
export interface LeadOrigin {
  listingKey: number | null;
  /** The agent whose site the visitor is on (browser key `agent`), as the form sent it. */
  siteAgent: string | null;
}

/**
 * The one rule for who receives a lead (issue 23), used both to address the e-mail and to draw the tour
 * card (`GET /api/lead-recipient`), so the card always names the person who will get the request: the
 * agent whose site the visitor came through, else the listing's agent of ours, else — for a listing with
 * no agent of ours — the brokerage's default web agent the card shows (SPEC §2). Agents without an
 * e-mail are passed over. `person` is null, and `recipient` is `fallback` (the brokerage's leads inbox),
 * when none of them applies: a lead about no listing from no agent's site.
 */
export async function findLeadRecipient(
  db: Queryable,
  origin: LeadOrigin,
  fallback: string,
): Promise<{ recipient: string; person: LeadRecipient | null }> {
  if (origin.listingKey === null && origin.siteAgent === null) return { recipient: fallback, person: null };
  const result = await db.query<LeadRecipient>(
    `SELECT "MatrixDir", name, email, phone FROM (
       SELECT 1 AS rank, a.matrix_dir AS "MatrixDir", a.full_name AS name, a.email,
              COALESCE(NULLIF(a.biz_phone, ''), NULLIF(a.phone, '')) AS phone
         FROM agents a WHERE a.matrix_dir = $2
       UNION ALL
       SELECT 2, a.matrix_dir, a.full_name, a.email, COALESCE(NULLIF(a.biz_phone, ''), NULLIF(a.phone, ''))
         FROM listings l JOIN agents a ON a.matrix_dir = l.list_agent_matrix_dir
        WHERE l.listing_key_numeric = $1
       UNION ALL
       SELECT 3, NULL, w.full_name, w.email, COALESCE(o.phone, NULLIF(w.biz_phone, ''))
         FROM (SELECT * FROM agents WHERE is_web_agent AND email <> '' ORDER BY matrix_dir LIMIT 1) w
         LEFT JOIN offices o ON o.id = w.office_id
        WHERE $1::bigint IS NOT NULL
     ) candidates
     WHERE email <> ''
     ORDER BY rank LIMIT 1`,
    [origin.listingKey, origin.siteAgent],
  );
  const person = result.rows[0] ?? null;
  return person ? { recipient: person.email, person } : { recipient: fallback, person: null };
}

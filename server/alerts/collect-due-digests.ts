import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { listingsQuerySchema } from '../../src/contract';
import { texasToday } from '../../src/lib/time/texas-time';
import type { Db, Queryable } from '../db/db';
import { type AlertEvent, findAlertEvents } from '../db/queries/find-alert-events';
import { composeDigestEmail, type DigestSection } from './compose-digest-email';

/** A search is due once a day; 23 hours so an hourly check does not drift an hour later each day. */
const DUE_AFTER = "interval '23 hours'";

interface DueSearch {
  id: number;
  clientId: number;
  title: string;
  query: unknown;
  token: string;
  suppressPrice: boolean;
  suppressBack: boolean;
  lastRun: number;
  email: string;
  name: string;
  /** The registration form's 'Language': 'Spanish' gets the digest in Spanish. */
  language: string | null;
}

/**
 * For each client with saved searches due for their daily e-mail, claims the news of each search and
 * stores ONE digest e-mail for the client (the outbox), all in one transaction per client: the claimed
 * events go into the sent table together with the digest that tells them, so an event is told once —
 * across runs, restarts and servers — and a digest is never lost between claiming and sending.
 * Returns the ids of the digests stored.
 */
export async function collectDueDigests(db: Db, now: Date, siteUrl: string): Promise<number[]> {
  const due = await db.query<DueSearch>(
    `SELECT s.gateway_id::float8 AS id, s.client_id::float8 AS "clientId", s.gateway_desc AS title,
            s.query, s.unsubscribe_token AS token, s.suppress_price_change AS "suppressPrice",
            s.suppress_back_on_market AS "suppressBack",
            extract(epoch FROM s.last_alert_run_at)::float8 AS "lastRun",
            c.email, c.party_name AS name, c.language
       FROM saved_searches s JOIN clients c ON c.client_id = s.client_id
      WHERE s.client_gateway_schedule = 2 AND s.last_alert_run_at <= $1::timestamptz - ${DUE_AFTER}
      ORDER BY s.client_id, s.gateway_id`,
    [now.toISOString()],
  );
  const byClient = new Map<number, DueSearch[]>();
  for (const search of due.rows)
    byClient.set(search.clientId, [...(byClient.get(search.clientId) ?? []), search]);
  const digests: number[] = [];
  for (const searches of byClient.values()) {
    const id = await db.transaction((tx) => collectClientDigest(tx, searches, now, siteUrl));
    if (id !== null) digests.push(id);
  }
  return digests;
}

async function collectClientDigest(
  tx: Queryable,
  searches: readonly DueSearch[],
  now: Date,
  siteUrl: string,
): Promise<number | null> {
  const today = texasToday(now);
  const sections: (DigestSection & { searchId: number })[] = [];
  for (const search of searches) {
    // The claim: a server that got here first has moved last_alert_run_at on, and this one skips.
    const claimed = await tx.query(
      `UPDATE saved_searches SET last_alert_run_at = $2::timestamptz
        WHERE gateway_id = $1 AND client_gateway_schedule = 2
          AND last_alert_run_at <= $2::timestamptz - ${DUE_AFTER} RETURNING gateway_id`,
      [search.id, now.toISOString()],
    );
    const query = v.safeParse(listingsQuerySchema, search.query);
    if (claimed.rows.length === 0 || !query.success) continue;
    const events = await findAlertEvents(
      tx,
      {
        id: search.id,
        query: query.output,
        since: texasToday(new Date(search.lastRun * 1000)),
        priceChanges: !search.suppressPrice,
        backOnMarket: !search.suppressBack,
      },
      today,
    );
    const won = await recordSent(tx, search.id, events);
    if (won.length > 0) {
      sections.push({
        searchId: search.id,
        title: search.title,
        unsubscribeToken: search.token,
        events: onePerListing(won),
      });
    }
  }
  const first = searches[0];
  if (sections.length === 0 || !first) return null;
  const mail = composeDigestEmail(first.name, siteUrl, sections, first.language === 'Spanish' ? 'es' : 'en');
  const digest = await tx.query<{ id: number }>(
    `INSERT INTO saved_search_digests (client_id, recipient, subject, body_text, body_html, unsubscribe_token)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::float8 AS id`,
    // The one-click unsubscribe of the whole digest (digest-mailer.ts) has its own token.
    [first.clientId, first.email, mail.subject, mail.text, mail.html, randomBytes(24).toString('base64url')],
  );
  const id = digest.rows[0]?.id ?? null;
  await tx.query(
    'UPDATE saved_search_alerts_sent SET digest_id = $1 WHERE saved_search_id = ANY($2::bigint[]) AND digest_id IS NULL',
    [id, sections.map((section) => section.searchId)],
  );
  return id;
}

/**
 * Writes the events into the sent table and keeps the ones this run wrote: an event another run
 * recorded meanwhile (ON CONFLICT) is theirs to tell.
 */
async function recordSent(
  tx: Queryable,
  searchId: number,
  events: readonly AlertEvent[],
): Promise<AlertEvent[]> {
  if (events.length === 0) return [];
  const result = await tx.query<{ key: number; kind: string; eventDate: string }>(
    `INSERT INTO saved_search_alerts_sent (saved_search_id, listing_key_numeric, kind, event_date)
     SELECT $1, u.key, u.kind, u.event_date::date
       FROM unnest($2::bigint[], $3::text[], $4::text[]) AS u(key, kind, event_date)
     ON CONFLICT DO NOTHING
     RETURNING listing_key_numeric::float8 AS key, kind, to_char(event_date, 'YYYY-MM-DD') AS "eventDate"`,
    [searchId, events.map((e) => e.key), events.map((e) => e.kind), events.map((e) => e.eventDate)],
  );
  const won = new Set(result.rows.map((row) => `${row.key} ${row.kind} ${row.eventDate}`));
  return events.filter((e) => won.has(`${e.key} ${e.kind} ${e.eventDate}`));
}

// A relisted listing is both new and back on the market: the client reads about it once.
function onePerListing(events: readonly AlertEvent[]): AlertEvent[] {
  const seen = new Set<number>();
  return events.filter((event) => !seen.has(event.key) && seen.add(event.key));
}

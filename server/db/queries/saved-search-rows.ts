import { randomBytes } from 'node:crypto';
import type { ListingsQuery } from '../../../src/contract';
import type { Queryable } from '../db';
import { criteriaFromQuery } from './saved-search-criteria';

/** What a saved search is made of when it is written. */
export interface SavedSearchInput {
  clientId: number;
  /** null: the next 'Save Search N' of this client. */
  title: string | null;
  query: ListingsQuery;
  search: string | null;
  /** A guest search's browser id (import), null otherwise. */
  importKey?: string | null;
}

/** The columns of a listed saved search, in the wire names of `savedSearchSchema`. */
export const SAVED_SEARCH_COLUMNS_SQL = `
  s.gateway_id::float8 AS "GatewayID",
  s.gateway_desc AS "GatewayDesc",
  s.field_name, s.field_value,
  s.client_gateway_schedule::int AS client_gateway_schedule,
  s.suppress_back_on_market, s.suppress_price_change,
  s.criteria, s.search, s.query`;

/**
 * Stores a saved search and answers its id and title. With an `importKey` already stored for the client
 * nothing is written and `null` comes back (the same guest search sent twice is kept once). Each search
 * gets its own unguessable unsubscribe token for the alert e-mails. A new search is in the daily e-mail
 * (schedule 2) from the start, as the save modal shows it ticked (issue 23); its news starts now, since
 * last_alert_run_at defaults to the moment it is stored.
 */
export async function insertSavedSearch(
  db: Queryable,
  input: SavedSearchInput,
): Promise<{ GatewayID: number; GatewayDesc: string } | null> {
  const { rows, location } = criteriaFromQuery(input.query);
  const result = await db.query<{ GatewayID: number; GatewayDesc: string }>(
    `INSERT INTO saved_searches (client_id, gateway_desc, criteria, field_name, field_value, query, search,
                                 unsubscribe_token, import_key, client_gateway_schedule)
     VALUES ($1, COALESCE($2, 'Save Search ' || (
               SELECT COALESCE(max(substring(gateway_desc FROM '^Save Search ([0-9]{1,6})$')::int), 0) + 1
                 FROM saved_searches WHERE client_id = $1)),
             $3::jsonb, $4, $5, $6::jsonb, $7, $8, $9, 2)
     ON CONFLICT (client_id, import_key) DO NOTHING
     RETURNING gateway_id::float8 AS "GatewayID", gateway_desc AS "GatewayDesc"`,
    [
      input.clientId,
      input.title,
      JSON.stringify(rows),
      location.field_name,
      location.field_value,
      JSON.stringify(input.query),
      input.search,
      randomBytes(24).toString('base64url'),
      input.importKey ?? null,
    ],
  );
  return result.rows[0] ?? null;
}

/** The client's saved searches, oldest first, as rows of `savedSearchSchema`. */
export async function listSavedSearches(db: Queryable, clientId: number): Promise<Record<string, unknown>[]> {
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${SAVED_SEARCH_COLUMNS_SQL} FROM saved_searches s WHERE s.client_id = $1 ORDER BY s.gateway_id`,
    [clientId],
  );
  return result.rows;
}

/** How many searches the client has saved. */
export async function countSavedSearches(db: Queryable, clientId: number): Promise<number> {
  const result = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_searches WHERE client_id = $1',
    [clientId],
  );
  return result.rows[0]?.n ?? 0;
}

/** The client a saved search belongs to, or null when there is no such search. */
export async function savedSearchOwner(db: Queryable, id: number): Promise<number | null> {
  const result = await db.query<{ clientId: number }>(
    'SELECT client_id::float8 AS "clientId" FROM saved_searches WHERE gateway_id = $1',
    [id],
  );
  return result.rows[0]?.clientId ?? null;
}

export async function renameSavedSearch(db: Queryable, id: number, title: string): Promise<void> {
  await db.query('UPDATE saved_searches SET gateway_desc = $2 WHERE gateway_id = $1', [id, title]);
}

export async function deleteSavedSearch(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM saved_searches WHERE gateway_id = $1', [id]);
}

/**
 * Sets the e-mail settings. Switching the daily e-mail on starts its news from now: a search that was
 * silent for a month must not send a month of listings at once.
 */
export async function updateSavedSearchNotification(
  db: Queryable,
  id: number,
  settings: { schedule: 0 | 2; priceChange: boolean; backOnMarket: boolean },
): Promise<void> {
  await db.query(
    `UPDATE saved_searches
        SET last_alert_run_at = CASE WHEN client_gateway_schedule <> 2 AND $2 = 2 THEN now()
                                     ELSE last_alert_run_at END,
            client_gateway_schedule = $2, suppress_price_change = $3, suppress_back_on_market = $4
      WHERE gateway_id = $1`,
    [id, settings.schedule, !settings.priceChange, !settings.backOnMarket],
  );
}

/** Replaces the search's query (and its derived criteria rows), and its title when one is given. */
export async function updateSavedSearchQuery(
  db: Queryable,
  id: number,
  change: { query: ListingsQuery; search: string | null | undefined; title: string | undefined },
): Promise<void> {
  const { rows, location } = criteriaFromQuery(change.query);
  await db.query(
    `UPDATE saved_searches
        SET query = $2::jsonb, criteria = $3::jsonb, field_name = $4, field_value = $5,
            search = CASE WHEN $6::boolean THEN $7 ELSE search END,
            gateway_desc = COALESCE($8, gateway_desc)
      WHERE gateway_id = $1`,
    [
      id,
      JSON.stringify(change.query),
      JSON.stringify(rows),
      location.field_name,
      location.field_value,
      change.search !== undefined,
      change.search ?? null,
      change.title ?? null,
    ],
  );
}

/**
 * Turns daily e-mails off for an unsubscribe token: the saved search's own, or a digest's, which stops
 * every saved search of that digest's client (server/alerts/find-unsubscribe-target.ts).
 */
export async function unsubscribeSavedSearch(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE saved_searches SET client_gateway_schedule = 0
      WHERE unsubscribe_token = $1
         OR client_id = (SELECT client_id FROM saved_search_digests WHERE unsubscribe_token = $1)`,
    [token],
  );
}

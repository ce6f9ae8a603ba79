import type { SavedListingKind } from '../../../src/contract';
import type { Queryable } from '../db';
import { LISTING_DETAIL_COLUMNS, withToday } from './listing-columns';

/** A client keeps far fewer; the bound only keeps one answer from growing without limit. */
const MAX_SAVED_LISTINGS = 500;

/**
 * The listings of the client's list `kind` as JSON text, newest saved first: the card's fields and the
 * compare view's facts (the detail columns), plus the saved record's GatewayListingsSavedID and note.
 * Listings that left the MLS since they were saved are skipped, their records kept. The rows come back
 * as one JSON text built by the database, like the listings search (server/db/queries/search-listings.ts).
 */
export async function listSavedListings(
  db: Queryable,
  clientId: number,
  kind: SavedListingKind,
  today: string,
): Promise<string> {
  const result = await db.query<{ listings: string | null }>(
    `SELECT '[' || COALESCE(string_agg(row_to_json(c)::text, ',' ORDER BY s.created_at DESC,
                                       s.gateway_listings_saved_id DESC), '') || ']' AS listings
       FROM (SELECT * FROM saved_listings WHERE client_id = $1 AND gateway_desc = $2
              ORDER BY created_at DESC, gateway_listings_saved_id DESC LIMIT ${MAX_SAVED_LISTINGS}) s
       JOIN listings l ON l.listing_key_numeric = s.listing_key_numeric
       CROSS JOIN LATERAL (SELECT ${withToday(LISTING_DETAIL_COLUMNS, '$3')},
                                  s.gateway_listings_saved_id::float8 AS "GatewayListingsSavedID",
                                  s.note AS "note") c`,
    [clientId, kind, today],
  );
  return result.rows[0]?.listings ?? '[]';
}

import type { SavedListingKind } from '../../../src/contract';
import type { Queryable } from '../db';

/**
 * Puts `listingKey` in the client's list `kind` and answers the record's id. Adding what is already
 * there keeps the one record (and its note) and answers its id: the client's toggle decides add or
 * remove, so a double click or a retry must not fail or duplicate.
 */
export async function addSavedListing(
  db: Queryable,
  row: {
    clientId: number;
    listingKey: number;
    kind: SavedListingKind;
    descId: number | null;
    note: string | null;
  },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `INSERT INTO saved_listings (client_id, listing_key_numeric, gateway_desc, gateway_desc_id, note)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id, listing_key_numeric, gateway_desc)
     DO UPDATE SET gateway_desc_id = COALESCE(EXCLUDED.gateway_desc_id, saved_listings.gateway_desc_id),
                   note = COALESCE(EXCLUDED.note, saved_listings.note)
     RETURNING gateway_listings_saved_id::float8 AS id`,
    [row.clientId, row.listingKey, row.kind, row.descId, row.note],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('saved_listings insert returned no id');
  return id;
}

/** Takes `listingKey` out of the client's list `kind`; nothing happens when it is not there. */
export async function removeSavedListing(
  db: Queryable,
  clientId: number,
  listingKey: number,
  kind: SavedListingKind,
): Promise<void> {
  await db.query(
    'DELETE FROM saved_listings WHERE client_id = $1 AND listing_key_numeric = $2 AND gateway_desc = $3',
    [clientId, listingKey, kind],
  );
}

/** The ListingKeyNumeric values of the client's list `kind`, oldest saved first. */
export async function savedListingKeys(
  db: Queryable,
  clientId: number,
  kind: SavedListingKind,
): Promise<number[]> {
  const result = await db.query<{ key: number }>(
    `SELECT listing_key_numeric::float8 AS key FROM saved_listings
      WHERE client_id = $1 AND gateway_desc = $2 ORDER BY created_at, gateway_listings_saved_id`,
    [clientId, kind],
  );
  return result.rows.map((row) => row.key);
}

/** A saved record's owner and note, or null when there is no such record. */
export async function readSavedNote(
  db: Queryable,
  savedId: number,
): Promise<{ clientId: number; note: string | null } | null> {
  const result = await db.query<{ clientId: number; note: string | null }>(
    `SELECT client_id::float8 AS "clientId", note FROM saved_listings WHERE gateway_listings_saved_id = $1`,
    [savedId],
  );
  return result.rows[0] ?? null;
}

/** Replaces a saved record's note (null clears it). */
export async function writeSavedNote(db: Queryable, savedId: number, note: string | null): Promise<void> {
  await db.query('UPDATE saved_listings SET note = $2 WHERE gateway_listings_saved_id = $1', [savedId, note]);
}

import type { Queryable } from '../db/db';

/**
 * Tells the search index and its answer caches (migration 019's change log) that these listings' photos
 * changed, so their summaries are read again: the photos table has no trigger of its own because the
 * pipeline's bookkeeping (attempts, due times) would log every listing it merely tries.
 */
export async function logListingChanges(q: Queryable, keys: readonly (string | number)[]): Promise<void> {
  if (keys.length === 0) return;
  await q.query(
    `INSERT INTO listing_changes (changed_xid, listing_key_numeric)
     SELECT DISTINCT pg_current_xact_id()::text::bigint, key FROM unnest($1::int8[]) AS key`,
    [keys.map(String)],
  );
}

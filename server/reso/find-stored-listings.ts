import type { Queryable } from '../db/db';

/** A stored listing as the importer needs it, and how the incoming record's timestamp compares. */
export interface StoredListing {
  listing_key: string;
  key_numeric: number;
  mls_status: string;
  list_price: number | null;
  /** 1: the incoming record is newer; 0: same ModificationTimestamp; -1: older. */
  newer: 1 | 0 | -1;
}

/**
 * The stored listings among `records`, compared on ModificationTimestamp in SQL so that timestamps are
 * compared as points in time at full (microsecond) precision, whatever zone or format the feed wrote.
 */
export async function findStoredListings(
  q: Queryable,
  records: readonly { key: string; modifiedAt: string }[],
): Promise<Map<string, StoredListing>> {
  if (records.length === 0) return new Map();
  const result = await q.query<StoredListing>(
    `SELECT l.listing_key, l.listing_key_numeric::float8 AS key_numeric, l.mls_status,
            l.list_price::float8 AS list_price,
            CASE WHEN k.ts > l.modified_at THEN 1 WHEN k.ts = l.modified_at THEN 0 ELSE -1 END AS newer
       FROM unnest($1::text[], $2::timestamptz[]) AS k(key, ts)
       JOIN listings l ON l.listing_key = k.key`,
    [records.map((record) => record.key), records.map((record) => record.modifiedAt)],
  );
  return new Map(result.rows.map((row) => [row.listing_key, row]));
}

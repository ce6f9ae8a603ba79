import type { Queryable } from '../db/db';
import { deriveKeyNumeric } from './derive-key-numeric';

export interface KeyRequest {
  key: string;
  mlsNum: string;
  /** The MLS that issued `mlsNum` (originating_system_name): a ListingId is unique within it only. */
  mls: string;
  feedKeyNumeric: number | null;
  /** The number already stored for this ListingKey: kept, so the contract's id never changes. */
  storedKeyNumeric: number | null;
}

const maxProbes = 8;

/**
 * Settles the ListingKeyNumeric of each record about to be written: the stored one, else the feed's,
 * else one derived from the ListingKey. A number, or a ListingId (mls_num) of the same MLS, that belongs
 * to another listing, stored or earlier in the batch, makes the record a bad one (a derived number probes on instead), so
 * the write that follows cannot fail on either unique key.
 */
export async function assignListingKeys(
  q: Queryable,
  requests: readonly KeyRequest[],
): Promise<Map<string, number | { reason: string }>> {
  const settled = new Map<string, number | { reason: string }>();
  const numberOwners = new Map<number, string>();
  const mlsOwners = new Map<string, string>();
  const attempts = new Map<string, number>();
  let pending = [...requests];
  for (let round = 0; pending.length > 0; round++) {
    const numberOf = (request: KeyRequest) =>
      request.storedKeyNumeric ??
      request.feedKeyNumeric ??
      deriveKeyNumeric(request.key, attempts.get(request.key) ?? 0);
    const storedNumbers = await q.query<{ n: number; listing_key: string }>(
      'SELECT listing_key_numeric::float8 AS n, listing_key FROM listings WHERE listing_key_numeric = ANY($1::int8[])',
      [pending.map(numberOf)],
    );
    const storedMls = await q.query<{ mls_num: string; mls: string; listing_key: string }>(
      `SELECT mls_num, originating_system_name AS mls, listing_key FROM listings
        WHERE mls_num = ANY($1::text[])`,
      [pending.map((request) => request.mlsNum)],
    );
    const dbNumbers = new Map(storedNumbers.rows.map((row) => [row.n, row.listing_key]));
    const dbMls = new Map(storedMls.rows.map((row) => [mlsIdOf(row.mls, row.mls_num), row.listing_key]));
    const retry: KeyRequest[] = [];
    for (const request of pending) {
      const number = numberOf(request);
      const mlsId = mlsIdOf(request.mls, request.mlsNum);
      const mlsOwner = mlsOwners.get(mlsId) ?? dbMls.get(mlsId) ?? request.key;
      const numberOwner = numberOwners.get(number) ?? dbNumbers.get(number) ?? request.key;
      if (mlsOwner !== request.key) {
        settled.set(request.key, {
          reason: `ListingId ${request.mlsNum} already belongs to listing ${mlsOwner}`,
        });
      } else if (numberOwner === request.key) {
        settled.set(request.key, number);
        numberOwners.set(number, request.key);
        mlsOwners.set(mlsId, request.key);
      } else if (request.storedKeyNumeric === null && request.feedKeyNumeric === null && round < maxProbes) {
        attempts.set(request.key, (attempts.get(request.key) ?? 0) + 1);
        retry.push(request);
      } else {
        settled.set(request.key, {
          reason: `ListingKeyNumeric ${number} already belongs to listing ${numberOwner}`,
        });
      }
    }
    pending = retry;
  }
  return settled;
}

/** A ListingId as unique as the database holds it: within its MLS. */
function mlsIdOf(mls: string, mlsNum: string): string {
  return `${mls}\u0000${mlsNum}`;
}

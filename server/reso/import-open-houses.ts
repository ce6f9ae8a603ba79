import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { applyChildRecords, type ChildRecordsResult } from './apply-child-records';
import type { ImportedOpenHouse } from './imported-listing';
import { mapPropertyChildren } from './map-property-children';
import { parseResoChildren } from './parse-reso-children';
import { resoFields as f } from './reso-fields';
import { completeResoOpenHouse, resoOpenHouseEntries } from './reso-open-house-schema';

// What an open house needs to be found or taken down; MLS Grid's deletions carry no more.
const headSchema = v.object({
  OpenHouseKey: f.required,
  ListingKey: f.required,
  MlgCanView: f.yn,
});

/**
 * Applies an OpenHouse page (the resource on its own, as MLS Grid and Bridge send it), in the caller's
 * transaction: each record replaces the open house of that key, and a cancelled or withdrawn one is
 * taken down. The rules of an expanded open house apply (mapPropertyChildren). A record for a listing
 * we do not have is reported and skipped.
 */
export function importOpenHouses(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<ChildRecordsResult> {
  return applyChildRecords<v.InferOutput<typeof headSchema>, ImportedOpenHouse>(tx, records, context, {
    resource: 'OpenHouse',
    keyField: 'OpenHouseKey',
    head: headSchema,
    keyOf: (head) => head.OpenHouseKey,
    listingKeyOf: (head) => head.ListingKey,
    rowOf(raw, home, own) {
      const [item] =
        parseResoChildren('OpenHouse', [raw], resoOpenHouseEntries, completeResoOpenHouse, own) ?? [];
      if (item === undefined) return undefined;
      const children = { Media: undefined, Rooms: undefined, OpenHouse: [item] };
      return { row: mapPropertyChildren(children, home.countySubdomain).openHouses?.[0] ?? null };
    },
    async remove(tx, key) {
      const gone = await tx.query('DELETE FROM open_houses WHERE open_house_key = $1 RETURNING id', [key]);
      return gone.rows.length;
    },
    async apply(tx, key, home, open) {
      // The same open house, expanded in its listing without a key, is this one: one row, not two.
      await tx.query(
        `DELETE FROM open_houses WHERE open_house_key = $1
            OR (listing_key_numeric = $2 AND open_date = $3::date AND start_time IS NOT DISTINCT FROM $4::time)`,
        [key, home.keyNumeric, open.open_date, open.start_time],
      );
      await tx.query(
        `INSERT INTO open_houses (listing_key_numeric, open_date, start_time, end_time, remarks, open_house_key)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [home.keyNumeric, open.open_date, open.start_time, open.end_time, open.remarks, key],
      );
      return 'applied';
    },
  });
}

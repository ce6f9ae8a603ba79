import { listingIdentity } from '../data/generator/listing-identity';
import { insertRows } from '../data/insert-rows';
import type { Queryable } from '../db/db';
import { deriveHistory, type StoredState } from './derive-history';
import type { ImportedListing, ImportedListingRow } from './imported-listing';
import { importedListingColumns, importedListingUpdates } from './imported-listing-columns';
import { keyOpenHouses } from './key-open-houses';

export interface ListingWrite {
  keyNumeric: number;
  listing: ImportedListing;
  stored: StoredState | null;
}

/**
 * Upserts the listings on ListingKey and replaces their expanded children, in the caller's transaction.
 * The upsert only overwrites an older ModificationTimestamp: the caller already decided so, and the
 * condition keeps that true should two imports race. Children the page did not expand are left alone.
 */
export async function writeListingRows(q: Queryable, writes: readonly ListingWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map(({ keyNumeric, listing }): ImportedListingRow => {
    const { row } = listing;
    // The generator's slug, so imported and generated listings have one url shape; with the address
    // hidden it starts at the city ('austin-tx-78704-….html').
    const url = listingIdentity.url(row.address ?? '', row.city, row.postal_code, keyNumeric);
    return { ...row, listing_key_numeric: keyNumeric, url };
  });
  await insertRows(q, 'listings', importedListingColumns, rows, {
    onConflict: `ON CONFLICT (listing_key) DO UPDATE SET ${importedListingUpdates}
                 WHERE listings.modified_at < EXCLUDED.modified_at`,
  });

  const replaced = (pick: (listing: ImportedListing) => unknown[] | null) =>
    writes.filter((write) => pick(write.listing) !== null).map((write) => write.keyNumeric);
  const children = <T>(pick: (listing: ImportedListing) => T[] | null) =>
    writes.flatMap(({ keyNumeric, listing }) =>
      (pick(listing) ?? []).map((child) => ({ ...child, listing_key_numeric: keyNumeric })),
    );
  const key = [
    'listing_key_numeric',
    'int8',
    (row: { listing_key_numeric: number }) => row.listing_key_numeric,
  ] as const;

  const expanded: Record<string, (listing: ImportedListing) => unknown[] | null> = {
    listing_media: (listing) => listing.media,
    listing_rooms: (listing) => listing.rooms,
    open_houses: (listing) => listing.openHouses,
  };
  // Keyed before the rows they replace are deleted: a stored open house may lend its key.
  const openHouses = await keyOpenHouses(
    q,
    writes.flatMap(({ keyNumeric, listing }) =>
      listing.openHouses === null
        ? []
        : [{ keyNumeric, listingKey: listing.row.listing_key, openHouses: listing.openHouses }],
    ),
  );
  for (const [table, pick] of Object.entries(expanded)) {
    await q.query(`DELETE FROM ${table} WHERE listing_key_numeric = ANY($1::int8[])`, [replaced(pick)]);
  }
  await insertRows(
    q,
    'listing_media',
    [
      key,
      ['img_order', 'int4', (m) => m.img_order],
      ['media_url', 'text', (m) => m.media_url],
      ['long_description', 'text', (m) => m.long_description],
      ['media_modified_at', 'timestamptz', (m) => m.media_modified_at],
    ],
    children((listing) => listing.media),
  );
  await insertRows(
    q,
    'listing_rooms',
    [
      key,
      ['position', 'int4', (r) => r.position],
      ['room_type', 'text', (r) => r.room_type],
      ['room_level', 'text', (r) => r.room_level],
      ['room_dimensions', 'text', (r) => r.room_dimensions],
    ],
    children((listing) => listing.rooms),
  );
  await insertRows(
    q,
    'open_houses',
    [
      key,
      ['open_date', 'date', (o) => o.open_date],
      ['start_time', 'time', (o) => o.start_time],
      ['end_time', 'time', (o) => o.end_time],
      ['remarks', 'text', (o) => o.remarks],
      ['open_house_key', 'text', (o) => o.open_house_key],
    ],
    openHouses,
    // A feed that lists one open house twice: the first stands.
    { onConflict: 'ON CONFLICT DO NOTHING' },
  );
  await insertRows(
    q,
    'listing_history',
    [
      key,
      ['event_date', 'date', (h) => h.event_date],
      ['event', 'text', (h) => h.event],
      ['price', 'int8', (h) => h.price],
      ['status', 'text', (h) => h.status],
    ],
    writes.flatMap(({ keyNumeric, listing, stored }) =>
      deriveHistory(listing, stored).map((event) => ({ ...event, listing_key_numeric: keyNumeric })),
    ),
    { onConflict: 'ON CONFLICT DO NOTHING' },
  );
}

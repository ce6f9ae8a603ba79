import type { Queryable } from '../db/db';
import type { GeneratedListing, ListingRow } from './generator/listing-rows';
import { insertRows } from './insert-rows';
import { listingColumnSpecs } from './listing-column-types';

const listingColumns = listingColumnSpecs<ListingRow>();

/** Writes a batch of generated listings and their child rows: five statements, whatever the batch size. */
export async function insertListings(q: Queryable, batch: readonly GeneratedListing[]): Promise<void> {
  if (batch.length === 0) return;
  const options = { batchSize: 100_000 };
  await insertRows(
    q,
    'listings',
    listingColumns,
    batch.map((item) => item.listing),
    options,
  );
  await insertRows(
    q,
    'listing_media',
    [
      ['listing_key_numeric', 'int8', (m) => m.listing_key_numeric],
      ['img_order', 'int4', (m) => m.img_order],
      ['media_url', 'text', (m) => m.media_url],
      ['long_description', 'text', (m) => m.long_description],
    ],
    batch.flatMap((item) => item.media),
    options,
  );
  await insertRows(
    q,
    'listing_rooms',
    [
      ['listing_key_numeric', 'int8', (r) => r.listing_key_numeric],
      ['position', 'int4', (r) => r.position],
      ['room_type', 'text', (r) => r.room_type],
      ['room_level', 'text', (r) => r.room_level],
      ['room_dimensions', 'text', (r) => r.room_dimensions],
    ],
    batch.flatMap((item) => item.rooms),
    options,
  );
  await insertRows(
    q,
    'open_houses',
    [
      ['listing_key_numeric', 'int8', (o) => o.listing_key_numeric],
      ['open_date', 'date', (o) => o.open_date],
      ['start_time', 'time', (o) => o.start_time],
      ['end_time', 'time', (o) => o.end_time],
      ['remarks', 'text', (o) => o.remarks],
    ],
    batch.flatMap((item) => item.openHouses),
    options,
  );
  await insertRows(
    q,
    'listing_history',
    [
      ['listing_key_numeric', 'int8', (h) => h.listing_key_numeric],
      ['event_date', 'date', (h) => h.event_date],
      ['event', 'text', (h) => h.event],
      ['price', 'int8', (h) => h.price],
      ['status', 'text', (h) => h.status],
    ],
    batch.flatMap((item) => item.history),
    options,
  );
}

import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import { describeIssues } from './describe-issues';
import { findListingHomes } from './find-listing-homes';
import { type ChildCounts, type DroppedField, emptyImportReport, type SkippedRecord } from './import-report';
import { isRowError } from './is-row-error';
import { mapPropertyChildren } from './map-property-children';
import { parseResoChildren } from './parse-reso-children';
import type { FieldDrop } from './parse-reso-fields';
import { recordId } from './record-id';
import { resoFields as f } from './reso-fields';
import { completeResoMedia, resoMediaEntries } from './reso-media-schema';

// What a photo needs to be found or taken down; MLS Grid's deletions carry no more.
const headSchema = v.object({
  MediaKey: f.required,
  ResourceRecordKey: f.required,
  ResourceName: f.text,
  MediaModificationTimestamp: f.optionalTimestamp,
  MlgCanView: f.yn,
});

/**
 * Applies a Media page (the resource on its own, as Bridge and Trestle offer it), in the caller's
 * transaction: each record of a Property (ResourceRecordKey = ListingKey) replaces the photo of that
 * MediaKey unless the stored one is newer (MediaModificationTimestamp), and the listing's photos are
 * renumbered 1…n in the feed's Order, as mapPropertyChildren numbers expanded ones. Documents, videos and
 * MLS Grid's `MlgCanView: false` take the photo down. Other resources' media (members, offices) are
 * ignored; a photo of a listing we do not have is reported and skipped.
 */
export async function importMedia(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<{ counts: ChildCounts; skipped: SkippedRecord[]; dropped: DroppedField[] }> {
  const counts = emptyImportReport().media;
  const skipped: SkippedRecord[] = [];
  const dropped: DroppedField[] = [];
  const heads = records.map((raw) => v.safeParse(headSchema, raw));
  const homes = await findListingHomes(
    tx,
    heads.flatMap((head) => (head.success ? [head.output.ResourceRecordKey] : [])),
  );
  const touched = new Set<number>();
  for (const [position, raw] of records.entries()) {
    const skip = (reason: string) =>
      skipped.push({
        file: context.file,
        resource: 'Media',
        id: recordId(raw, 'MediaKey', position),
        reason,
      });
    const head = heads[position];
    if (head === undefined || !head.success) {
      skip(head === undefined ? 'unreadable' : describeIssues(head.issues));
      continue;
    }
    const { MediaKey: key, ResourceRecordKey: listingKey, ResourceName: resourceName } = head.output;
    if (resourceName !== null && resourceName !== 'Property') {
      counts.ignored++;
      continue;
    }
    const remove = async () => {
      const gone = await tx.query<{ listing_key_numeric: number }>(
        'DELETE FROM listing_media WHERE media_key = $1 RETURNING listing_key_numeric::float8 AS listing_key_numeric',
        [key],
      );
      for (const row of gone.rows) touched.add(row.listing_key_numeric);
      if (gone.rows.length > 0) counts.removed++;
      else counts.ignored++;
    };
    if (head.output.MlgCanView === false) {
      await remove();
      continue;
    }
    const home = homes.get(listingKey);
    if (home === undefined) {
      skip(`listing ${listingKey} is not stored (not sent yet, off the market or not ours to show)`);
      continue;
    }
    const own: FieldDrop[] = [];
    const [item] = parseResoChildren('Media', [raw], resoMediaEntries, completeResoMedia, own) ?? [];
    if (item === undefined) {
      skip(own.map((drop) => drop.reason).join('; ') || 'not a photo record');
      continue;
    }
    dropped.push(
      ...own.map((drop) => ({ file: context.file, resource: 'Media' as const, id: key, ...drop })),
    );
    const children = { Media: [item], Rooms: undefined, OpenHouse: undefined };
    const [photo] = mapPropertyChildren(children, home.countySubdomain).media ?? [];
    if (photo === undefined) {
      await remove();
      continue;
    }
    const modifiedAt = head.output.MediaModificationTimestamp;
    await withSavepoint(tx, async () => {
      await tx.query(
        `DELETE FROM listing_media WHERE media_key = $1
            AND (media_modified_at IS NULL OR $2::timestamptz IS NULL OR media_modified_at <= $2::timestamptz)`,
        [key, modifiedAt],
      );
      const stillThere = await tx.query('SELECT 1 FROM listing_media WHERE media_key = $1', [key]);
      if (stillThere.rows.length > 0) {
        counts.ignored++;
        return;
      }
      // Beyond every stored order, negated, until renumberPhotos numbers them all 1…n: nothing collides.
      await tx.query(
        `INSERT INTO listing_media (listing_key_numeric, img_order, media_url, long_description, media_key,
                                    media_order, media_modified_at)
         SELECT $1, -(coalesce(max(abs(img_order)), 0) + 1), $2, $3, $4, $5, $6
           FROM listing_media WHERE listing_key_numeric = $1`,
        [home.keyNumeric, photo.media_url, photo.long_description, key, item.Order, modifiedAt],
      );
      touched.add(home.keyNumeric);
      counts.applied++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  await renumberPhotos(tx, [...touched]);
  return { counts, skipped, dropped };
}

/** Numbers each listing's photos 1…n in the feed's Order (img_order is what the carousel and urls use). */
async function renumberPhotos(tx: Queryable, keyNumerics: readonly number[]): Promise<void> {
  if (keyNumerics.length === 0) return;
  await tx.query(
    'UPDATE listing_media SET img_order = -img_order WHERE listing_key_numeric = ANY($1::int8[]) AND img_order > 0',
    [keyNumerics],
  );
  // Rows written expanded carry no media_order: their stored position stands in for it.
  await tx.query(
    `UPDATE listing_media m SET img_order = r.n
       FROM (SELECT listing_key_numeric, img_order,
                    row_number() OVER (PARTITION BY listing_key_numeric
                                       ORDER BY coalesce(media_order, -img_order), media_key, img_order DESC) AS n
               FROM listing_media WHERE listing_key_numeric = ANY($1::int8[])) r
      WHERE m.listing_key_numeric = r.listing_key_numeric AND m.img_order = r.img_order`,
    [keyNumerics],
  );
  await tx.query(
    `UPDATE listings l SET photo_count = (SELECT count(*) FROM listing_media m
                                           WHERE m.listing_key_numeric = l.listing_key_numeric)
      WHERE l.listing_key_numeric = ANY($1::int8[])`,
    [keyNumerics],
  );
}

import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { addCounts } from './add-counts';
import { applyChildRecords, type ChildRecordsResult } from './apply-child-records';
import { importMemberPhotos } from './import-member-photos';
import type { ImportedMedia } from './imported-listing';
import { mapPropertyChildren } from './map-property-children';
import { parseResoChildren } from './parse-reso-children';
import { type ResoMediaHead, resoMediaHeadSchema } from './reso-media-head-schema';
import { completeResoMedia, resoMediaEntries } from './reso-media-schema';

/** A photo as the feed maps it, with its place in the feed's Order. */
type Photo = ImportedMedia & { order: number | null };

const isMemberPhoto = (raw: unknown) => {
  const head = v.safeParse(resoMediaHeadSchema, raw);
  return head.success && head.output.ResourceName === 'Member';
};

/**
 * Applies a Media page (the resource on its own, as Bridge and Trestle offer it), in the caller's
 * transaction: each record of a Property (ResourceRecordKey = ListingKey) replaces the photo of that
 * MediaKey unless the stored one is newer (MediaModificationTimestamp), and the listing's photos are
 * renumbered 1…n in the feed's Order, as mapPropertyChildren numbers expanded ones. Documents, videos and
 * MLS Grid's `MlgCanView: false` take the photo down. A member's photo is their agent's portrait
 * (importMemberPhotos); other resources' media (offices) are ignored; a photo of a listing we do not have
 * is reported and skipped.
 */
export async function importMedia(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<ChildRecordsResult> {
  const touched = new Set<number>();
  const portraits = await importMemberPhotos(tx, records.filter(isMemberPhoto), context);
  const others = records.filter((raw) => !isMemberPhoto(raw));
  const done = await applyChildRecords<ResoMediaHead, Photo>(tx, others, context, {
    resource: 'Media',
    keyField: 'MediaKey',
    head: resoMediaHeadSchema,
    keyOf: (head) => head.MediaKey,
    listingKeyOf: (head) => head.ResourceRecordKey,
    ignore: (head) => head.ResourceName !== null && head.ResourceName !== 'Property',
    rowOf(raw, home, own) {
      const [item] = parseResoChildren('Media', [raw], resoMediaEntries, completeResoMedia, own) ?? [];
      if (item === undefined) return undefined;
      const children = { Media: [item], Rooms: undefined, OpenHouse: undefined };
      const photo = mapPropertyChildren(children, home.countySubdomain).media?.[0];
      return { row: photo === undefined ? null : { ...photo, order: item.Order } };
    },
    async remove(tx, key) {
      const gone = await tx.query<{ listing_key_numeric: number }>(
        'DELETE FROM listing_media WHERE media_key = $1 RETURNING listing_key_numeric::float8 AS listing_key_numeric',
        [key],
      );
      for (const row of gone.rows) touched.add(row.listing_key_numeric);
      return gone.rows.length;
    },
    async apply(tx, key, home, photo, head) {
      const modifiedAt = head.MediaModificationTimestamp;
      await tx.query(
        `DELETE FROM listing_media WHERE media_key = $1
            AND (media_modified_at IS NULL OR $2::timestamptz IS NULL OR media_modified_at <= $2::timestamptz)`,
        [key, modifiedAt],
      );
      const stillThere = await tx.query('SELECT 1 FROM listing_media WHERE media_key = $1', [key]);
      if (stillThere.rows.length > 0) return 'ignored';
      // Beyond every stored order, negated, until renumberPhotos numbers them all 1…n: nothing collides.
      await tx.query(
        `INSERT INTO listing_media (listing_key_numeric, img_order, media_url, long_description, media_key,
                                    media_order, media_modified_at)
         SELECT $1, -(coalesce(max(abs(img_order)), 0) + 1), $2, $3, $4, $5, $6
           FROM listing_media WHERE listing_key_numeric = $1`,
        [home.keyNumeric, photo.media_url, photo.long_description, key, photo.order, modifiedAt],
      );
      touched.add(home.keyNumeric);
      return 'applied';
    },
  });
  await renumberPhotos(tx, [...touched]);
  addCounts(done.counts, portraits.counts);
  return {
    counts: done.counts,
    skipped: [...portraits.skipped, ...done.skipped],
    dropped: [...portraits.dropped, ...done.dropped],
  };
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

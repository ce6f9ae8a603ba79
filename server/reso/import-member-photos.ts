import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import type { ChildRecordsResult } from './apply-child-records';
import { describeIssues } from './describe-issues';
import { emptyImportReport, type SkippedRecord } from './import-report';
import { isRowError } from './is-row-error';
import { parseResoChildren } from './parse-reso-children';
import type { FieldDrop } from './parse-reso-fields';
import { recordId } from './record-id';
import { type ResoMediaHead, resoMediaHeadSchema } from './reso-media-head-schema';
import { completeResoMedia, type ResoMedia, resoMediaEntries } from './reso-media-schema';

// A portrait is a photo ('Photo', 'Agent Photo', 'Member Photo', or no category); a logo, a document or
// a video of the member is not one.
const isPortrait = (media: ResoMedia) => media.MediaCategory === null || /photo/i.test(media.MediaCategory);

/**
 * Applies the Media records of members (ResourceName 'Member', ResourceRecordKey = MemberKey), in the
 * caller's transaction: each photo of one of our agents becomes a row of agent_photos, which the photo
 * pipeline downloads and stores (server/photos/), and the agent's pages show it as their portrait. A
 * record replaces the row of its MediaKey unless the stored one is newer (MediaModificationTimestamp);
 * the same URL not changed since it was stored keeps its stored files. Other brokerages' members are
 * counted as ignored (the MLS sends every member's photo); a record without a usable MediaURL is reported
 * and skipped, and the agent keeps the portrait they had. A logo or document, and `MlgCanView: false`,
 * take the photo down.
 */
export async function importMemberPhotos(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<ChildRecordsResult> {
  const counts = emptyImportReport().media;
  const skipped: SkippedRecord[] = [];
  const dropped: ChildRecordsResult['dropped'] = [];
  if (records.length === 0) return { counts, skipped, dropped };
  const heads = records.map((raw) => v.safeParse(resoMediaHeadSchema, raw));
  const memberKeys = heads.flatMap((head) => (head.success ? [head.output.ResourceRecordKey] : []));
  const agents = await tx.query<{ member_key: string }>(
    'SELECT member_key FROM agents WHERE member_key = ANY($1::text[])',
    [memberKeys],
  );
  const ours = new Set(agents.rows.map((row) => row.member_key));
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
    const { MediaKey: key, ResourceRecordKey: memberKey } = head.output;
    const remove = async () => {
      const gone = await tx.query('DELETE FROM agent_photos WHERE media_key = $1 RETURNING 1', [key]);
      counts[gone.rows.length > 0 ? 'removed' : 'ignored']++;
    };
    if (head.output.MlgCanView === false) {
      await remove();
      continue;
    }
    if (!ours.has(memberKey)) {
      counts.ignored++;
      continue;
    }
    const own: FieldDrop[] = [];
    const [photo] = parseResoChildren('Media', [raw], resoMediaEntries, completeResoMedia, own) ?? [];
    if (photo === undefined) {
      skip(
        `member ${memberKey}'s photo: ${own.map((drop) => drop.reason).join('; ') || 'not a photo record'}`,
      );
      continue;
    }
    dropped.push(
      ...own.map((drop) => ({ file: context.file, resource: 'Media' as const, id: key, ...drop })),
    );
    if (!isPortrait(photo)) {
      await remove();
      continue;
    }
    await withSavepoint(tx, async () => {
      counts[await storePortrait(tx, head.output, photo)]++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { counts, skipped, dropped };
}

/** Writes the photo's row; an older copy of a stored one changes nothing. */
async function storePortrait(
  tx: Queryable,
  head: ResoMediaHead,
  photo: ResoMedia,
): Promise<'applied' | 'ignored'> {
  const modifiedAt = photo.MediaModificationTimestamp ?? head.MediaModificationTimestamp;
  // The stored files stay good for the same URL unless the feed says the photo changed since they were.
  const same = `p.source_url = EXCLUDED.source_url
    AND (EXCLUDED.source_modified_at IS NULL OR p.stored_at >= EXCLUDED.source_modified_at
         OR p.source_modified_at IS NOT DISTINCT FROM EXCLUDED.source_modified_at)`;
  const written = await tx.query(
    `INSERT INTO agent_photos AS p (media_key, member_key, media_order, source_url, source_modified_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (media_key) DO UPDATE
        SET member_key = EXCLUDED.member_key, media_order = EXCLUDED.media_order,
            source_url = EXCLUDED.source_url, source_modified_at = EXCLUDED.source_modified_at,
            photo_id = CASE WHEN ${same} THEN p.photo_id END,
            stored_at = CASE WHEN ${same} THEN p.stored_at END,
            attempts = CASE WHEN ${same} THEN p.attempts ELSE 0 END,
            next_attempt_at = CASE WHEN ${same} THEN p.next_attempt_at ELSE now() END,
            last_error = CASE WHEN ${same} THEN p.last_error END
      WHERE p.source_modified_at IS NULL OR EXCLUDED.source_modified_at IS NULL
         OR p.source_modified_at <= EXCLUDED.source_modified_at
     RETURNING 1`,
    [head.MediaKey, head.ResourceRecordKey, photo.Order, photo.MediaURL, modifiedAt],
  );
  return written.rows.length > 0 ? 'applied' : 'ignored';
}

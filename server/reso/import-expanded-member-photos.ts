import * as v from 'valibot';
import type { Queryable } from '../db/db';
import type { ChildRecordsResult } from './apply-child-records';
import { importMemberPhotos } from './import-member-photos';
import { resoFields as f } from './reso-fields';

// A Member record with its media expanded (MLS Grid's `Member?$expand=Media`). One sent without the
// expansion has no Media field: its agent keeps the photos stored.
const expandedSchema = v.object({ MemberKey: f.required, Media: v.array(v.unknown()) });
const itemSchema = v.record(v.string(), v.unknown());
const itemKeySchema = v.object({ MediaKey: f.required });

/**
 * Applies the media a Member page carries inside its records, in the caller's transaction, after the
 * members themselves: each item is a Media record of the member it is nested in (ResourceName 'Member',
 * ResourceRecordKey its MemberKey), read by importMemberPhotos as one sent on its own, so a bad item is
 * reported and skipped and its agent kept. A photo the member's expansion no longer holds is taken down,
 * as a listing's expanded photos are replaced by what its record holds.
 */
export async function importExpandedMemberPhotos(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string },
): Promise<ChildRecordsResult> {
  const items: unknown[] = [];
  const listed: { memberKey: string; mediaKey: string }[] = [];
  const members: string[] = [];
  for (const raw of records) {
    const expanded = v.safeParse(expandedSchema, raw);
    if (!expanded.success) continue;
    const { MemberKey: memberKey, Media: media } = expanded.output;
    members.push(memberKey);
    for (const item of media) {
      const fields = v.safeParse(itemSchema, item);
      // Whose photo it is, the record it is nested in says, whatever the item repeats of it.
      items.push(
        fields.success ? { ...fields.output, ResourceName: 'Member', ResourceRecordKey: memberKey } : item,
      );
      const key = v.safeParse(itemKeySchema, item);
      // A bad item still names a photo the member has: the one stored for it stays until a good one comes.
      if (key.success) listed.push({ memberKey, mediaKey: key.output.MediaKey });
    }
  }
  const done = await importMemberPhotos(tx, items, context);
  if (members.length > 0) {
    const gone = await tx.query(
      `DELETE FROM agent_photos p
        WHERE p.member_key = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM unnest($2::text[], $3::text[]) AS l(member_key, media_key)
                           WHERE l.member_key = p.member_key AND l.media_key = p.media_key)
       RETURNING 1`,
      [members, listed.map((item) => item.memberKey), listed.map((item) => item.mediaKey)],
    );
    done.counts.removed += gone.rows.length;
  }
  return done;
}

import * as v from 'valibot';
import { slugify } from '../data/geography/slugify';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import type { DroppedField, PeopleCounts, SkippedRecord } from './import-report';
import { isRowError } from './is-row-error';
import type { PlaceIndex } from './load-place-index';
import type { FieldDrop } from './parse-reso-fields';
import { recordId } from './record-id';
import { removeAgents } from './remove-agents';
import { resoFields as f } from './reso-fields';
import { parseResoMember, type ResoMember } from './reso-member-schema';

// What a member needs to be taken down: a key, and a status or MLS Grid's flag (minimal records carry
// no more).
const memberHeadSchema = v.object({ MemberKey: f.required, MemberStatus: f.text, MlgCanView: f.yn });

/**
 * Imports the brokerage's agents from a Member page, in the caller's transaction: members of an office
 * imported from the MLS (see `importOffices`, so Office pages are read first). Other brokerages' and
 * inactive members are counted and left out, and those of them we had lose their agent pages (an agent
 * who left or turned inactive must not keep advertising). An agent is found again by MemberKey, or adopted by MatrixDir when created without one.
 * Only MLS facts are written (contact lines, title, languages, website): banner, photo, bio and the
 * staff/featured flags are the brokerage's own.
 * A bad field is dropped (reported in `dropped`) and the agent kept; an agent without an e-mail address
 * is stored with none (''), and leads for them go to the office (find-lead-recipient).
 */
export async function importMembers(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string; places: PlaceIndex },
): Promise<{ counts: PeopleCounts; skipped: SkippedRecord[]; dropped: DroppedField[] }> {
  const counts: PeopleCounts = { imported: 0, updated: 0, ignored: 0, removed: 0 };
  const skipped: SkippedRecord[] = [];
  const dropped: DroppedField[] = [];
  const gone: string[] = [];
  const offices = await tx.query<{
    id: number;
    office_key: string;
    office_mls_id: string | null;
    postalcode: string;
  }>('SELECT id, office_key, office_mls_id, postalcode FROM offices WHERE office_key IS NOT NULL');
  for (const [position, raw] of records.entries()) {
    const ref = { file: context.file, resource: 'Member' as const, id: recordId(raw, 'MemberKey', position) };
    const skip = (reason: string) => skipped.push({ ...ref, reason });
    const head = v.safeParse(memberHeadSchema, raw);
    if (
      head.success &&
      (head.output.MlgCanView === false ||
        (head.output.MemberStatus !== null && !/^active$/i.test(head.output.MemberStatus)))
    ) {
      counts.ignored++;
      gone.push(head.output.MemberKey);
      continue;
    }
    const own: FieldDrop[] = [];
    const member = parseResoMember(raw, own);
    if ('reason' in member) {
      skip(member.reason);
      continue;
    }
    dropped.push(...own.map((drop) => ({ ...ref, ...drop })));
    const office = offices.rows.find(
      (row) =>
        row.office_key === member.OfficeKey ||
        (row.office_mls_id !== null && row.office_mls_id === member.OfficeMlsId),
    );
    if (office === undefined) {
      counts.ignored++;
      gone.push(member.MemberKey);
      continue;
    }
    const postal = context.places.postalCodes.get(office.postalcode);
    const metro = postal === undefined ? null : (context.places.counties.get(postal.county)?.metro ?? null);
    await withSavepoint(tx, async () => {
      const matrixDir = await findMatrixDir(tx, member);
      const values = [
        ...[matrixDir, member.fullName, member.MemberEmail ?? '', member.bizPhone, member.phone],
        ...[metro, office.id, member.MemberKey, member.MemberMlsId],
        ...[member.JobTitle, member.MemberLanguages, member.SocialMediaWebsiteUrlOrId],
      ];
      const updated = await tx.query(
        `UPDATE agents SET full_name = $2, email = $3, biz_phone = $4, phone = $5, metro = $6, office_id = $7,
                  member_key = $8, member_mls_id = $9, title = $10, languages = $11, website = $12
            WHERE matrix_dir = $1 RETURNING matrix_dir`,
        values,
      );
      if (updated.rows.length > 0) {
        counts.updated++;
        return;
      }
      await tx.query(
        `INSERT INTO agents (matrix_dir, full_name, email, biz_phone, phone, metro, office_id, member_key,
                             member_mls_id, title, languages, website)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        values,
      );
      counts.imported++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  counts.removed = await removeAgents(tx, { memberKeys: gone });
  return { counts, skipped, dropped };
}

/**
 * The agent's MatrixDir (id and sub-domain): the one stored for this MemberKey; else the name's slug,
 * adopting an agent of that name that has no MemberKey yet; else, when another member holds that slug,
 * the slug with the MLS id appended so both keep working pages.
 */
async function findMatrixDir(tx: Queryable, member: ResoMember): Promise<string> {
  const known = await tx.query<{ matrix_dir: string }>(
    'SELECT matrix_dir FROM agents WHERE member_key = $1',
    [member.MemberKey],
  );
  const stored = known.rows[0]?.matrix_dir;
  if (stored !== undefined) return stored;
  const slug = slugify(member.fullName);
  const holder = await tx.query<{ member_key: string | null }>(
    'SELECT member_key FROM agents WHERE matrix_dir = $1',
    [slug],
  );
  const taken = holder.rows[0];
  if (taken === undefined || taken.member_key === null) return slug;
  return `${slug}-${slugify(member.MemberMlsId ?? member.MemberKey)}`;
}

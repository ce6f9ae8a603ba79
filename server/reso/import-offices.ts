import * as v from 'valibot';
import type { Queryable } from '../db/db';
import { withSavepoint } from '../db/with-savepoint';
import { describeIssues } from './describe-issues';
import type { PeopleCounts, SkippedRecord } from './import-report';
import { isBrokerageOffice } from './is-brokerage-office';
import { isRowError } from './is-row-error';
import type { PlaceIndex } from './load-place-index';
import { recordId } from './record-id';
import { resoOfficeSchema } from './reso-office-schema';

/**
 * Imports the brokerage's own offices from an Office page; other brokerages' offices and inactive ones
 * are counted and left out. An office is found again by OfficeKey, or adopted by its location name when
 * it was created without one (the generated brokerage). Runs in the caller's transaction; each office
 * in its own savepoint, so one the database rejects costs only itself.
 */
export async function importOffices(
  tx: Queryable,
  records: readonly unknown[],
  context: { file: string; brokerage: string; places: PlaceIndex },
): Promise<{ counts: PeopleCounts; skipped: SkippedRecord[] }> {
  const counts: PeopleCounts = { imported: 0, updated: 0, ignored: 0, removed: 0 };
  const skipped: SkippedRecord[] = [];
  for (const [position, raw] of records.entries()) {
    const skip = (reason: string) =>
      skipped.push({
        file: context.file,
        resource: 'Office',
        id: recordId(raw, 'OfficeKey', position),
        reason,
      });
    const parsed = v.safeParse(resoOfficeSchema, raw);
    if (!parsed.success) {
      skip(describeIssues(parsed.issues));
      continue;
    }
    const office = parsed.output;
    if (
      !isBrokerageOffice(office.OfficeName, context.brokerage) ||
      /inactive/i.test(office.OfficeStatus ?? '')
    ) {
      counts.ignored++;
      continue;
    }
    const zip = office.OfficePostalCode.slice(0, 5);
    const place = context.places.postalCodes.get(zip);
    if (place === undefined) {
      skip(`cannot place in Texas: ZIP ${zip} is not a Texas ZIP code we know`);
      continue;
    }
    // 'Bluebonnet Realty - North Austin' is the 'North Austin' office; a bare brokerage name is its city's.
    const rest = office.OfficeName.slice(context.brokerage.length)
      .replace(/^[\s\-–—:,|]+/, '')
      .trim();
    const location = titleCase(rest || office.OfficeCity);
    const address = [office.OfficeAddress1, office.OfficeAddress2].filter((part) => part !== null).join(', ');
    const query = encodeURIComponent(`${address}, ${office.OfficeCity}, TX ${zip}`);
    const values = [
      ...[location, address, office.OfficeCity, zip, office.OfficePhone],
      ...[`https://www.google.com/maps/search/?api=1&query=${query}`, place.lat, place.lng],
      ...[office.OfficeKey, office.OfficeMlsId],
    ];
    await withSavepoint(tx, async () => {
      const found = await tx.query<{ id: number }>(
        `SELECT id FROM offices WHERE office_key = $1
         UNION ALL SELECT id FROM offices WHERE office_key IS NULL AND lower(location) = lower($2) LIMIT 1`,
        [office.OfficeKey, location],
      );
      const id = found.rows[0]?.id;
      if (id === undefined) {
        await tx.query(
          `INSERT INTO offices (location, address, city, postalcode, phone, google_map_url, latitude, longitude,
                                office_key, office_mls_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          values,
        );
        counts.imported++;
        return;
      }
      // Coordinates are only the ZIP's centre: a stored office keeps its own unless it moved ZIP code.
      await tx.query(
        `UPDATE offices SET location = $1, address = $2, city = $3, phone = $5, google_map_url = $6,
                latitude = CASE WHEN postalcode = $4 THEN latitude ELSE $7 END,
                longitude = CASE WHEN postalcode = $4 THEN longitude ELSE $8 END,
                postalcode = $4, office_key = $9, office_mls_id = $10
          WHERE id = $11`,
        [...values, id],
      );
      counts.updated++;
    }).catch((error: unknown) => {
      if (!isRowError(error)) throw error;
      skip(`rejected by the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { counts, skipped };
}

/** MLS rosters often shout ('BLUEBONNET REALTY HOUSTON'); the footer should not. */
function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

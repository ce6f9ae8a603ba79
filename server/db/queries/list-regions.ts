import type { Queryable } from '../db';

export interface RegionItem {
  region: string;
  subdomain: string;
}

/** Every economic region as SPEC §3 names its fields, sorted by name. */
export async function listRegions(db: Queryable): Promise<RegionItem[]> {
  // lower(…) COLLATE "C" sorts the same on PGlite and on a PostgreSQL server with another default collation.
  const result = await db.query<RegionItem>(
    `SELECT name AS region, subdomain FROM regions ORDER BY lower(name) COLLATE "C", subdomain`,
  );
  return result.rows;
}

import type { Queryable } from '../db';

export interface MetroItem {
  Metro: string;
  subdomain: string;
}

/**
 * Metros sorted by name; with `region`, those with at least one county in it (a metro may span regions:
 * Houston reaches into the Southeast region).
 */
export async function listMetros(db: Queryable, filter: { region?: string } = {}): Promise<MetroItem[]> {
  const result = await db.query<MetroItem>(
    `SELECT m.name AS "Metro", m.subdomain FROM metros m
      WHERE $1::text IS NULL
         OR EXISTS (SELECT 1 FROM counties c WHERE c.metro = m.subdomain AND c.region = $1::text)
      ORDER BY lower(m.name) COLLATE "C", m.subdomain`,
    [filter.region ?? null],
  );
  return result.rows;
}

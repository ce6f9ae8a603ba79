import type { AreaKind } from '../../../src/contract';
import type { Queryable } from '../db';

/** A region, metro, county, city, ZIP code, or all of Texas ('regions'), as the map areas know it. */
export interface Place {
  kind: AreaKind;
  subdomain: string;
  name: string;
  /** How a geocoder would write it: 'Travis County, TX', 'Austin, TX 78704'. */
  label: string;
  centerLat: number;
  centerLng: number;
}

/** A place name from a request: its slug candidates and the display spelling it arrived in. */
export interface PlaceName {
  slugs: readonly string[];
  display: string;
}

const COLUMNS = 'subdomain, name, center_lat AS "centerLat", center_lng AS "centerLng"';
// An exact slug beats a display-name match, should the two ever point at different rows.
const MATCH = `WHERE subdomain = ANY($1::text[]) OR lower(name) = lower($2::text)
  ORDER BY subdomain = ANY($1::text[]) DESC, subdomain LIMIT 1`;

// Table and column names are fixed here; only the name travels as a parameter.
const SQL: Record<AreaKind, string> = {
  region: `SELECT ${COLUMNS}, name || ' Region, TX' AS label FROM regions ${MATCH}`,
  metro: `SELECT ${COLUMNS}, name AS label FROM metros ${MATCH}`,
  county: `SELECT ${COLUMNS}, name || ' County, TX' AS label FROM counties ${MATCH}`,
  city: `SELECT ${COLUMNS}, name || ', TX' AS label FROM cities ${MATCH}`,
  zip: `SELECT p.code AS subdomain, p.code AS name, c.name || ', TX ' || p.code AS label,
           p.center_lat AS "centerLat", p.center_lng AS "centerLng"
      FROM postal_codes p JOIN cities c ON c.subdomain = p.city
     WHERE p.code = ANY($1::text[])`,
  // All of Texas: the middle of the box around every county; nothing when no geography is loaded.
  regions: `SELECT 'texas' AS subdomain, 'Texas' AS name, 'Texas' AS label,
           ((min(min_lat) + max(max_lat)) / 2)::float8 AS "centerLat",
           ((min(min_lng) + max(max_lng)) / 2)::float8 AS "centerLng"
      FROM counties HAVING count(*) > 0`,
};

/** The place of `kind` that `name` names (by slug or display name, any case), or null when none does. */
export async function findPlace(db: Queryable, kind: AreaKind, name: PlaceName): Promise<Place | null> {
  // Each statement takes exactly the parameters it names: PostgreSQL refuses extra ones.
  const params = kind === 'regions' ? [] : kind === 'zip' ? [name.slugs] : [name.slugs, name.display];
  const result = await db.query<Omit<Place, 'kind'>>(SQL[kind], params);
  const row = result.rows[0];
  return row === undefined ? null : { kind, ...row };
}

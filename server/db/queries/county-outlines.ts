import type { MultiPolygon, Polygon } from 'geojson';
import * as v from 'valibot';
import type { Queryable } from '../db';

const position = v.pipe(
  v.array(v.pipe(v.number(), v.finite())),
  v.minLength(2),
  v.transform((p): [number, number] => [p[0] ?? 0, p[1] ?? 0]),
);
const ring = v.array(position);
// The outline column is jsonb: check its shape rather than trust whatever an import wrote there.
const outlineSchema = v.variant('type', [
  v.object({ type: v.literal('Polygon'), coordinates: v.array(ring) }),
  v.object({ type: v.literal('MultiPolygon'), coordinates: v.array(v.array(ring)) }),
]);

export type OutlineGroup = 'county' | 'metro' | 'region' | 'regions';

// Fixed SQL per group; only the subdomain travels as a parameter.
const WHERE: Record<OutlineGroup, string> = {
  county: 'subdomain = $1::text',
  metro: 'metro = $1::text',
  region: 'region = $1::text',
  regions: '$1::text IS NOT NULL',
};

/**
 * The real outlines (us-atlas, GeoJSON [lng, lat]) of one county, of a metro's or a region's counties, or
 * of every county ('regions': all of Texas), in FIPS order.
 */
export async function countyOutlines(
  db: Queryable,
  group: OutlineGroup,
  subdomain: string,
): Promise<(Polygon | MultiPolygon)[]> {
  const result = await db.query<{ outline: unknown }>(
    `SELECT outline FROM counties WHERE ${WHERE[group]} ORDER BY fips`,
    [subdomain],
  );
  return result.rows.map((row) => v.parse(outlineSchema, row.outline));
}

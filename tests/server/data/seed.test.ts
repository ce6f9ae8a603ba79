import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTypes } from '../../../server/data/generator/property-types';
import { isSeeded, reseedListings, type SeedReport, seed } from '../../../server/data/seed';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';
import { LISTING_STATUSES } from '../../../src/contract';

const today = '2025-06-15';

describe('seed', () => {
  let db: Db;
  let report: SeedReport;
  const one = async (sql: string, params: unknown[] = []) => {
    const result = await db.query<{ value: unknown }>(sql, params);
    return result.rows[0]?.value;
  };

  beforeAll(async () => {
    db = await openDb({});
    expect(await isSeeded(db)).toBe(false);
    report = await seed(db, { count: 1000, seed: 7, today });
  });
  afterAll(async () => {
    await db.close();
  });

  it('writes the listings, geography and brokerage it reports', async () => {
    expect(report).toMatchObject({ geography: true, offices: 3, agents: 40, listings: 1000 });
    expect(await isSeeded(db)).toBe(true);
    expect(await one('SELECT count(*)::int AS value FROM listings')).toBe(1000);
    expect(await one('SELECT count(*)::int AS value FROM listing_media')).toBe(report.media);
    expect(await one('SELECT count(*)::int AS value FROM listing_history')).toBe(report.history);
    expect(await one('SELECT count(*)::int AS value FROM counties')).toBe(254);
    expect(await one('SELECT count(*)::int AS value FROM agents WHERE is_web_agent')).toBe(1);
  });

  it('yields every property type and every status', async () => {
    const types = await db.query<{ t: string }>(
      'SELECT DISTINCT property_type AS t FROM listings ORDER BY 1',
    );
    expect(types.rows.map((row) => row.t)).toEqual([...propertyTypes].sort());
    const statuses = await db.query<{ s: string }>(
      'SELECT DISTINCT mls_status AS s FROM listings ORDER BY 1',
    );
    expect(statuses.rows.map((row) => row.s)).toEqual([...LISTING_STATUSES].sort());
  });

  it('places every listing inside its county box, consistent with its ZIP, city, county, metro and region', async () => {
    const outside = await one(
      `SELECT count(*)::int AS value FROM listings l JOIN counties c ON c.subdomain = l.county_subdomain
       WHERE l.latitude NOT BETWEEN c.min_lat AND c.max_lat OR l.longitude NOT BETWEEN c.min_lng AND c.max_lng`,
    );
    expect(outside).toBe(0);
    const consistent = await one(
      `SELECT count(*)::int AS value FROM listings l
       JOIN postal_codes p ON p.code = l.postal_code AND p.city = l.city_subdomain AND p.county = l.county_subdomain
       JOIN cities ci ON ci.subdomain = l.city_subdomain AND ci.name = l.city
       JOIN counties co ON co.subdomain = l.county_subdomain AND co.name = l.county
         AND co.region = l.region_subdomain AND co.metro IS NOT DISTINCT FROM l.metro_subdomain`,
    );
    expect(consistent).toBe(1000);
  });

  it('schedules open houses only for active listings, within the next three weeks', async () => {
    const range = await db.query<{ n: number; inactive: number; early: number; late: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE l.mls_status <> 'Active')::int AS inactive,
              count(*) FILTER (WHERE o.open_date <= $1::date)::int AS early,
              count(*) FILTER (WHERE o.open_date > $1::date + 21)::int AS late
       FROM open_houses o JOIN listings l USING (listing_key_numeric)`,
      [today],
    );
    expect(range.rows[0]).toMatchObject({ inactive: 0, early: 0, late: 0 });
    expect(range.rows[0]?.n).toBeGreaterThan(0);
  });

  it('stores as many photos as photo_count says, and closed listings with a close price and date', async () => {
    const mismatched = await one(
      `SELECT count(*)::int AS value FROM listings l
       WHERE photo_count <> (SELECT count(*) FROM listing_media m WHERE m.listing_key_numeric = l.listing_key_numeric)`,
    );
    expect(mismatched).toBe(0);
    const closed = await one(
      `SELECT count(*)::int AS value FROM listings
       WHERE mls_status = 'Closed' AND (close_price IS NULL OR close_date IS NULL OR close_date::text > $1)`,
      [today],
    );
    expect(closed).toBe(0);
    expect(await one(`SELECT count(*)::int AS value FROM listings WHERE list_date::text > $1`, [today])).toBe(
      0,
    );
  });

  it('reseeds listings without touching geography or agents', async () => {
    const again = await reseedListings(db, { count: 200, seed: 8, today });
    expect(again).toMatchObject({ geography: false, offices: 0, agents: 0, listings: 200 });
    expect(await one('SELECT count(*)::int AS value FROM listings')).toBe(200);
    expect(await one('SELECT count(*)::int AS value FROM listing_media')).toBe(again.media);
    expect(await one('SELECT count(*)::int AS value FROM listing_rooms')).toBe(again.rooms);
    expect(await one('SELECT count(*)::int AS value FROM counties')).toBe(254);
    expect(await one('SELECT count(*)::int AS value FROM agents')).toBe(40);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokerageName, buildBrokerage } from '../../../server/data/generator/brokerage';
import { generateListings } from '../../../server/data/generator/generate-listings';
import type { GeneratedListing } from '../../../server/data/generator/listing-rows';
import { allTypePairs } from '../../../server/data/generator/property-types';
import { photoSubject } from '../../../server/data/photos/photo-scene';

const today = '2025-06-15';
const generate = (count: number, seed: number, day: string = today) => [
  ...generateListings({ count, seed, today: day }),
];

describe('generateListings', () => {
  it('is deterministic: the same seed gives identical rows, another seed different ones', () => {
    const first = generate(60, 42);
    expect(generate(60, 42)).toEqual(first);
    const other = generate(60, 43);
    const prices = (rows: GeneratedListing[]) => rows.map((row) => row.listing.list_price);
    expect(prices(other)).not.toEqual(prices(first));
    expect(other.map((row) => row.listing.listing_key_numeric)).not.toEqual(
      first.map((row) => row.listing.listing_key_numeric),
    );
  });

  it('gives listing i the same content whatever the count, and dates relative to today', () => {
    expect(generate(150, 7).slice(0, 40)).toEqual(generate(40, 7));
    const later = generate(5, 7, '2025-07-15');
    const earlier = generate(5, 7);
    expect(later[0]?.listing.list_date).not.toBe(earlier[0]?.listing.list_date);
  });

  it('covers every property type and sub-type of SPEC §3 within the first listings', () => {
    const rows = generate(allTypePairs.length, 1);
    const seen = new Set(rows.map((row) => `${row.listing.property_type}/${row.listing.property_sub_type}`));
    expect(seen.size).toBe(allTypePairs.length);
    expect(allTypePairs.filter(([type]) => type === 'CommercialLease').map(([, sub]) => sub)).not.toContain(
      'ImprovedLand',
    );
  });

  it('keeps residential dominant and places about 40 % in the Austin metro', () => {
    const rows = generate(3000, 5).map((row) => row.listing);
    const share = (test: (listing: GeneratedListing['listing']) => boolean) =>
      rows.filter(test).length / rows.length;
    expect(share((l) => l.property_type === 'Residential')).toBeGreaterThan(0.6);
    expect(share((l) => l.property_type === 'ResidentialLease')).toBeGreaterThan(0.08);
    expect(share((l) => l.metro_subdomain === 'austin')).toBeGreaterThan(0.35);
    expect(share((l) => l.metro_subdomain === 'austin')).toBeLessThan(0.45);
    expect(share((l) => l.metro_subdomain === null)).toBeGreaterThan(0.18);
    expect(share((l) => l.rtlist === 1)).toBeGreaterThan(0.1);
    expect(share((l) => l.rtlist === 1)).toBeLessThan(0.2);
    const austinHomes = rows
      .filter(
        (l) =>
          l.metro_subdomain === 'austin' && l.property_type === 'Residential' && l.bedrooms_total !== null,
      )
      .map((l) => l.list_price)
      .sort((a, b) => a - b);
    const median = austinHomes[Math.floor(austinHomes.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(450_000);
    expect(median).toBeLessThan(650_000);
  });

  it('keeps every listing internally consistent, for any seed', () => {
    const agents = new Set(buildBrokerage().agents.map((agent) => agent.matrixDir));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        for (const { listing, media, rooms, openHouses, history } of generate(40, seed)) {
          const key = listing.listing_key_numeric;
          expect(media.map((m) => m.img_order)).toEqual(
            Array.from({ length: listing.photo_count }, (_, i) => i + 1),
          );
          expect(listing.photo_count).toBeGreaterThanOrEqual(4);
          expect(listing.photo_count).toBeLessThanOrEqual(30);
          expect(media[0]?.media_url).toBe(`/photos/${key}/1.svg`);
          expect(listing.url.endsWith(`-${key}.html`)).toBe(true);
          expect(listing.url).toMatch(/^[a-z0-9-]+\.html$/);
          if (listing.lot_size_sqft !== null) {
            expect(Math.abs((listing.lot_size_acres ?? 0) * 43_560 - listing.lot_size_sqft)).toBeLessThan(3);
          }
          if (listing.bedrooms_total !== null) expect(listing.bedrooms_total).toBeLessThanOrEqual(7);
          if (listing.stories !== null) expect([1, 1.5, 2, 3, 4]).toContain(listing.stories);
          if (listing.garage_spaces !== null) expect(listing.garage_spaces).toBeLessThanOrEqual(4);
          if (listing.property_type === 'ResidentialLease') {
            expect(listing.list_price).toBeGreaterThanOrEqual(900);
            expect(listing.list_price).toBeLessThanOrEqual(10_000);
          }
          if (listing.property_type === 'CommercialLease')
            expect(listing.list_price).toBeLessThanOrEqual(100_000);
          if (listing.rtlist === 1) {
            expect(listing.list_office_name).toBe(brokerageName);
            expect(agents.has(listing.list_agent_matrix_dir ?? '')).toBe(true);
          }
          expect(listing.mls_status === 'Closed').toBe(
            listing.close_price !== null && listing.close_date !== null,
          );
          expect(listing.list_date <= today).toBe(true);
          for (const event of history) expect(event.event_date <= today).toBe(true);
          const keys = history.map((event) => `${event.event_date}/${event.event}`);
          expect(new Set(keys).size).toBe(keys.length);
          if (openHouses.length > 0) expect(listing.mls_status).toBe('Active');
          if (rooms.length > 0) expect(rooms.length).toBeGreaterThanOrEqual(3);
          expect(rooms.length).toBeLessThanOrEqual(12);
          expect(photoSubject(key)).toBe(
            listing.bedrooms_total !== null
              ? 'home'
              : listing.above_grade_finished_area !== null
                ? 'commercial'
                : 'land',
          );
        }
      }),
      { numRuns: 15 },
    );
  });

  it('puts a few condo buildings in town: several units at exactly one coordinate and street, each its own unit', () => {
    const rows = generate(3000, 5).map((row) => row.listing);
    const byCoordinate = new Map<string, typeof rows>();
    for (const l of rows) {
      const at = `${l.latitude},${l.longitude}`;
      byCoordinate.set(at, [...(byCoordinate.get(at) ?? []), l]);
    }
    const buildings = [...byCoordinate.values()].filter((units) => units.length >= 3);
    expect(buildings.length).toBeGreaterThanOrEqual(4);
    for (const units of buildings) {
      expect(new Set(units.map((l) => l.property_sub_type))).toEqual(new Set(['Condominium']));
      expect(new Set(units.map((l) => `${l.street_number} ${l.street_name}`)).size).toBe(1);
      expect(new Set(units.map((l) => l.unit_number)).size).toBe(units.length);
      expect(new Set(units.map((l) => l.postal_code)).size).toBe(1);
      expect(units[0]?.metro_subdomain).not.toBeNull();
    }
  });

  it('gives unique keys and MLS numbers', () => {
    const rows = generate(5000, 9).map((row) => row.listing);
    expect(new Set(rows.map((l) => l.listing_key_numeric)).size).toBe(rows.length);
    expect(new Set(rows.map((l) => l.listing_key)).size).toBe(rows.length);
    expect(new Set(rows.map((l) => l.mls_num)).size).toBe(rows.length);
  });
});

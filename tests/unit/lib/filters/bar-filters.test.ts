import { describe, expect, it } from 'vitest';
import { locationLabel } from '../../../../src/lib/filters/location-label';
import { openHousePreview } from '../../../../src/lib/filters/open-house-preview';
import { resetFilter } from '../../../../src/lib/filters/reset-filter';
import { sqftPreview } from '../../../../src/lib/filters/sqft-preview';
import { defaultFilterState } from '../../../../src/lib/listings-filters/listings-filter-state';

const YEAR = 2026;
const listings = { mode: 'listings' } as const;

describe('resetFilter', () => {
  const busy = {
    ...defaultFilterState(listings, YEAR),
    minPrice: 300_000,
    maxPrice: 900_000,
    minBedsCount: 2,
    maxBedsCount: 4,
    bath: 3,
    squareMin: 1000,
    squareMax: 2500,
    levelsMin: 1.5,
    levelsMax: 3,
    From: '2026-06-01',
    To: '2026-06-08',
    openHouses: true,
  };

  it('puts one filter back to its defaults and leaves the others alone', () => {
    expect(resetFilter(busy, 'beds', listings, YEAR)).toEqual({ ...busy, minBedsCount: 0, maxBedsCount: 7 });
    expect(resetFilter(busy, 'bath', listings, YEAR)).toEqual({ ...busy, bath: 0 });
    expect(resetFilter(busy, 'sqft', listings, YEAR)).toEqual({
      ...busy,
      squareMin: 0,
      squareMax: 5_000_000,
    });
    expect(resetFilter(busy, 'levels', listings, YEAR)).toEqual({ ...busy, levelsMin: 0, levelsMax: 10 });
    expect(resetFilter(busy, 'openHouse', listings, YEAR)).toEqual({ ...busy, From: null, To: null });
  });

  it("resets the price to 0 … the ceiling of the state's own property type", () => {
    expect(resetFilter(busy, 'price', listings, YEAR)).toMatchObject({ minPrice: 0, maxPrice: 10_000_000 });
    const lease = { ...busy, propertyType: 'CommercialLease' as const, minPrice: 5_000 };
    expect(resetFilter(lease, 'price', listings, YEAR)).toMatchObject({ minPrice: 0, maxPrice: 100_000 });
    const leasing = { ...defaultFilterState({ mode: 'leasing' }, YEAR), minPrice: 2_000 };
    expect(resetFilter(leasing, 'price', { mode: 'leasing' }, YEAR)).toMatchObject({
      minPrice: 0,
      maxPrice: 10_000,
    });
  });
});

describe('bar labels', () => {
  it('names a location from its slug', () => {
    expect(locationLabel({ kind: 'city', value: 'round-rock' })).toBe('Round Rock');
    expect(locationLabel({ kind: 'metro', value: 'dallas-fort-worth' })).toBe('Dallas Fort Worth');
    expect(locationLabel({ kind: 'PostalCode', value: '78704' })).toBe('78704');
  });

  it('previews the open-house dates', () => {
    expect(openHousePreview('en', null, null)).toBeNull();
    expect(openHousePreview('en', '2026-06-01', '2026-06-08')).toBe('06/01/2026 - 06/08/2026');
    expect(openHousePreview('en', '2026-06-01', null)).toBe('06/01/2026 - Any');
  });

  it('previews square feet like beds, in K', () => {
    expect(sqftPreview(0, 5_000_000)).toBeNull();
    expect(sqftPreview(1500, 5_000_000)).toBe('1.5K+');
    expect(sqftPreview(0, 2000)).toBe('0 - 2K');
    expect(sqftPreview(1000, 2500)).toBe('1K - 2.5K');
    expect(sqftPreview(2000, 2000)).toBe('2K');
  });
});

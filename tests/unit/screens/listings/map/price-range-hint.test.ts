import { describe, expect, it } from 'vitest';
import { priceRangeHint } from '../../../../../src/screens/listings/map/price-range-hint';

const base = {
  boundsDrive: true,
  minPrice: 0,
  maxPrice: 10_000_000,
  ceiling: 10_000_000,
  range: { min_price: 185_000, max_price: 2_450_000 },
};

describe('priceRangeHint (SPEC §4 price_range)', () => {
  it('offers the answer’s price span while the map bounds drive the search and no price is set', () => {
    expect(priceRangeHint(base)).toEqual({ min: 185_000, max: 2_450_000 });
  });

  it('never fights the visitor’s own price', () => {
    expect(priceRangeHint({ ...base, minPrice: 300_000 })).toBeNull();
    expect(priceRangeHint({ ...base, maxPrice: 900_000 })).toBeNull();
  });

  it('offers nothing when a location or saved search fixes the area', () => {
    expect(priceRangeHint({ ...base, boundsDrive: false })).toBeNull();
  });

  it('offers nothing without a usable range, and keeps one inside 0 … ceiling, in order', () => {
    expect(priceRangeHint({ ...base, range: null })).toBeNull();
    expect(priceRangeHint({ ...base, range: { min_price: null, max_price: 500_000 } })).toBeNull();
    expect(priceRangeHint({ ...base, range: { min_price: -5, max_price: 40_000_000 } })).toEqual({
      min: 0,
      max: 10_000_000,
    });
    expect(priceRangeHint({ ...base, range: { min_price: 900_000.5, max_price: 100_000.2 } })).toEqual({
      min: 100_000,
      max: 900_001,
    });
    expect(
      priceRangeHint({
        ...base,
        ceiling: 50_000,
        maxPrice: 50_000,
        range: { min_price: 60_000, max_price: 90_000 },
      }),
    ).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePriceRange } from '../../../../src/lib/price/normalize-price-range';

describe('normalizePriceRange (SPEC §5)', () => {
  it('keeps a valid range', () => {
    expect(normalizePriceRange(200_000, 500_000)).toEqual({ min: 200_000, max: 500_000 });
    expect(normalizePriceRange('200000', '500000')).toEqual({ min: 200_000, max: 500_000 });
  });

  it('turns an empty or non-numeric min into 0 and max into 10,000,000', () => {
    expect(normalizePriceRange('', '')).toEqual({ min: 0, max: 10_000_000 });
    expect(normalizePriceRange('abc', 'xyz')).toEqual({ min: 0, max: 10_000_000 });
    expect(normalizePriceRange(null, undefined)).toEqual({ min: 0, max: 10_000_000 });
    expect(normalizePriceRange(Number.NaN, 300_000)).toEqual({ min: 0, max: 300_000 });
  });

  it('swaps a min above the max', () => {
    expect(normalizePriceRange(900_000, 300_000)).toEqual({ min: 300_000, max: 900_000 });
  });

  it('reads typed prices with a dollar sign and commas', () => {
    expect(normalizePriceRange('$1,250,000', ' 2,000,000 ')).toEqual({ min: 1_250_000, max: 2_000_000 });
  });

  it('keeps within 0 and the ceiling', () => {
    expect(normalizePriceRange(-50, 99_000_000)).toEqual({ min: 0, max: 10_000_000 });
    expect(normalizePriceRange('', '', 50_000)).toEqual({ min: 0, max: 50_000 });
    expect(normalizePriceRange('2000', 'x', 10_000)).toEqual({ min: 2_000, max: 10_000 });
  });

  it('always returns an ordered range within bounds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (min, max) => {
        const range = normalizePriceRange(min, max);
        expect(range.min).toBeGreaterThanOrEqual(0);
        expect(range.min).toBeLessThanOrEqual(range.max);
        expect(range.max).toBeLessThanOrEqual(10_000_000);
      }),
    );
  });
});

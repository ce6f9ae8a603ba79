import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from '../../../../src/lib/format/abbreviate-number';
import { formatPrice } from '../../../../src/lib/format/format-price';
import { formatShortPrice } from '../../../../src/lib/format/format-short-price';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('formatPrice', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatPrice('en', 1_234_567)).toBe('$1,234,567');
    expect(formatPrice('en', 350_000)).toBe('$350,000');
    expect(formatPrice('en', 1999.6)).toBe('$2,000');
    expect(formatPrice('es', 1_234_567)).toBe('$1,234,567');
  });

  it("reads 'No Price' when the price is missing or not positive", () => {
    for (const value of [null, undefined, Number.NaN, 0, -5]) {
      expect(formatPrice('en', value)).toBe('No Price');
    }
    expect(formatPrice('es', null)).toBe('Sin precio');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.4, '999'],
    [999.6, '1k'],
    [1500, '1.5k'],
    [350_000, '350k'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_150_000, '1.2M'],
    [1_250_000, '1.3M'],
    [1_240_000, '1.2M'],
    [10_000_000, '10M'],
    [2_000_000_000, '2B'],
    [1_500_000_000_000, '1.5T'],
    [-2500, '-2.5k'],
  ])('writes %d as %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('uses the requested thousands suffix', () => {
    expect(abbreviateNumber(250_000, 'K')).toBe('250K');
    expect(abbreviateNumber(2_500_000, 'K')).toBe('2.5M');
  });
});

describe('formatShortPrice', () => {
  it('labels map pins with k, M, B, T and one decimal at most', () => {
    expect(formatShortPrice('en', 350_000)).toBe('$350k');
    expect(formatShortPrice('en', 1_250_000)).toBe('$1.3M');
    expect(formatShortPrice('en', 999_999)).toBe('$1M');
    expect(formatShortPrice('en', 2_000_000_000)).toBe('$2B');
    expect(formatShortPrice('en', 3_000_000_000_000)).toBe('$3T');
    expect(formatShortPrice('en', 1800)).toBe('$1.8k');
  });

  it("shows 'N/A' without a price", () => {
    expect(formatShortPrice('en', 0)).toBe('N/A');
    expect(formatShortPrice('en', null)).toBe('N/A');
    expect(formatShortPrice('en', Number.NaN)).toBe('N/A');
    expect(formatShortPrice('es', undefined)).toBe('N/D');
  });
});

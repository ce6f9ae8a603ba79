import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/lib/format/format-number';
import { formatPrice } from '../../../../src/lib/format/format-price';
import { intlLocale } from '../../../../src/lib/i18n/intl-locale';
import type { Lang } from '../../../../src/lib/i18n/lang';

// formatNumber is written by hand to spare a page ICU's start-up; Intl.NumberFormat is the reference.
const intl = (lang: Lang, value: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits }).format(value);

const langs = fc.constantFrom<Lang>('en', 'es');
const places = fc.integer({ min: 0, max: 3 });
/** Counts, prices, areas, miles and acres: the numbers the site shows, with their decimals. */
const everyday = fc.oneof(
  fc.integer({ min: -10_000_000, max: 100_000_000 }),
  fc.double({ min: -1e9, max: 1e12, noNaN: true }),
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
);

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes, in both languages and at every precision', () => {
    fc.assert(
      fc.property(langs, everyday, places, (lang, value, digits) => {
        expect(formatNumber(lang, value, digits)).toBe(intl(lang, value, digits));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [1_234_567, 0, '1,234,567'],
    [-1_234_567.456, 2, '-1,234,567.46'],
    // The shortest decimal form is rounded, as Intl does: 1.005 is stored just under 1.005.
    [1.005, 2, '1.01'],
    [1.45, 1, '1.5'],
    [999.995, 2, '1,000'],
    [0.5, 0, '1'],
    [2.5, 0, '3'],
    [-0.4, 0, '-0'],
    [-0, 0, '-0'],
    [0.001, 2, '0'],
    [1e-7, 2, '0'],
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [Number.NaN, 0, 'NaN'],
    [Number.POSITIVE_INFINITY, 0, '∞'],
  ])('formats %s to %s places as %s, as Intl does', (value, digits, expected) => {
    expect(formatNumber('en', value, digits)).toBe(expected);
    expect(intl('en', value, digits)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it("writes what Intl's dollar format writes for every positive price", () => {
    fc.assert(
      fc.property(langs, fc.double({ min: 0.5, max: 1e13, noNaN: true }), (lang, value) => {
        const dollars = new Intl.NumberFormat(intlLocale(lang), {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        });
        expect(formatPrice(lang, value)).toBe(dollars.format(Math.round(value)));
      }),
      { numRuns: 2000 },
    );
  });
});

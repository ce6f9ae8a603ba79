import { describe, expect, it } from 'vitest';
import { priceAtPosition } from '../../../../src/lib/price/price-slider-steps';
import { priceStepTable } from '../../../../src/lib/price/price-step-table';

describe('priceStepTable', () => {
  it('is the SPEC §4 table at full scale', () => {
    expect(priceStepTable()).toEqual([
      { from: 0, to: 19, start: 0, step: 10_000 },
      { from: 20, to: 51, start: 200_000, step: 25_000 },
      { from: 52, to: 142, start: 1_000_000, step: 100_000 },
    ]);
  });

  it('scales with the multiplier and generates exactly the slider prices', () => {
    for (const multiplier of [100, 500, 1_000, 100_000]) {
      const table = priceStepTable(multiplier);
      expect(table.map((band) => [band.from, band.to])).toEqual([
        [0, 19],
        [20, 51],
        [52, 142],
      ]);
      for (const band of table) {
        for (let position = band.from; position <= band.to; position++) {
          expect(band.start + (position - band.from) * band.step).toBe(priceAtPosition(position, multiplier));
        }
      }
    }
  });
});

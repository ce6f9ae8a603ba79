import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSliderScale } from '../../../../src/lib/price/price-slider-scale';
import {
  PRICE_SLIDER_LAST_POSITION,
  positionForPrice,
  priceAtPosition,
} from '../../../../src/lib/price/price-slider-steps';

describe('priceAtPosition (SPEC §4 table)', () => {
  it.each([
    [0, 0],
    [1, 10_000],
    [19, 190_000],
    [20, 200_000],
    [21, 225_000],
    [51, 975_000],
    [52, 1_000_000],
    [53, 1_100_000],
    [142, 10_000_000],
  ])('position %d → %d', (position, price) => {
    expect(priceAtPosition(position)).toBe(price);
  });

  it('clamps and rounds positions', () => {
    expect(priceAtPosition(-3)).toBe(0);
    expect(priceAtPosition(500)).toBe(10_000_000);
    expect(priceAtPosition(19.6)).toBe(200_000);
    expect(PRICE_SLIDER_LAST_POSITION).toBe(142);
  });

  it('rises strictly from one position to the next', () => {
    for (let position = 1; position <= PRICE_SLIDER_LAST_POSITION; position += 1) {
      expect(priceAtPosition(position)).toBeGreaterThan(priceAtPosition(position - 1));
    }
  });
});

describe('positionForPrice', () => {
  it('finds the nearest position', () => {
    expect(positionForPrice(200_000)).toBe(20);
    expect(positionForPrice(980_000)).toBe(51);
    expect(positionForPrice(990_000)).toBe(52);
    expect(positionForPrice(1_040_000)).toBe(52);
    expect(positionForPrice(-1)).toBe(0);
    expect(positionForPrice(50_000_000)).toBe(142);
  });

  it('takes the lower position on a tie', () => {
    expect(positionForPrice(5_000)).toBe(0);
  });

  it('inverts priceAtPosition at every scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PRICE_SLIDER_LAST_POSITION }),
        fc.constantFrom(100, 500, 1_000, 100_000),
        (position, multiplier) => {
          expect(positionForPrice(priceAtPosition(position, multiplier), multiplier)).toBe(position);
        },
      ),
    );
  });
});

describe('priceSliderScale', () => {
  const ceiling = (type: string, context?: 'filter' | 'leasing') => {
    const scale = priceSliderScale(type, context);
    return priceAtPosition(PRICE_SLIDER_LAST_POSITION, scale.multiplier);
  };

  it('gives the price ceilings of SPEC §4', () => {
    expect(ceiling('Residential')).toBe(10_000_000);
    expect(ceiling('Land')).toBe(10_000_000);
    expect(ceiling('ResidentialLease')).toBe(50_000);
    expect(ceiling('ResidentialLease', 'leasing')).toBe(10_000);
    expect(ceiling('CommercialLease')).toBe(100_000);
    expect(priceSliderScale('CommercialLease').ceiling).toBe(100_000);
    expect(priceSliderScale(null).ceiling).toBe(10_000_000);
  });

  it("uses SPEC's multipliers: 100 for residential lease, 1,000 commercial lease, 100,000 otherwise", () => {
    expect(priceSliderScale('ResidentialLease', 'leasing').multiplier).toBe(100);
    expect(priceSliderScale('CommercialLease').multiplier).toBe(1_000);
    expect(priceSliderScale('Residential').multiplier).toBe(100_000);
  });

  it('scales the steps of the table', () => {
    const { multiplier } = priceSliderScale('ResidentialLease', 'leasing');
    expect(priceAtPosition(19, multiplier)).toBe(190);
    expect(priceAtPosition(20, multiplier)).toBe(200);
    expect(priceAtPosition(51, multiplier)).toBe(975);
    expect(priceAtPosition(52, multiplier)).toBe(1_000);
  });
});

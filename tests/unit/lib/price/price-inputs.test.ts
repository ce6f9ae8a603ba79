import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import { parsePriceText } from '../../../../src/lib/price/parse-price-text';
import { priceChoiceLabel } from '../../../../src/lib/price/price-choice-label';
import {
  priceChoices,
  priceMaxOptions,
  priceMinOptions,
} from '../../../../src/lib/price/price-choice-options';
import { positionForPrice, priceAtPosition } from '../../../../src/lib/price/price-slider-steps';
import { resolvePriceInput, typedPrice } from '../../../../src/lib/price/resolve-price-input';

await loadCatalog('es');

describe('price boxes (SPEC §5)', () => {
  it('reads typed prices with a dollar sign, commas and spaces', () => {
    expect(parsePriceText('$1,250,000')).toBe(1_250_000);
    expect(parsePriceText(' 300 000 ')).toBe(300_000);
    expect(parsePriceText('abc')).toBeNull();
    expect(parsePriceText('')).toBeNull();
    expect(parsePriceText('12a')).toBeNull();
  });

  it('turns a non-numeric or empty min into 0 and max into the ceiling', () => {
    expect(resolvePriceInput('abc', 'min', 10_000_000)).toBe(0);
    expect(resolvePriceInput('', 'min', 10_000_000)).toBe(0);
    expect(resolvePriceInput('abc', 'max', 10_000_000)).toBe(10_000_000);
    expect(resolvePriceInput('', 'max', 10_000_000)).toBe(10_000_000);
    expect(resolvePriceInput('', 'max', 50_000)).toBe(50_000);
  });

  it('keeps a typed number within 0 … ceiling, in whole dollars', () => {
    expect(resolvePriceInput('450,000', 'min', 10_000_000)).toBe(450_000);
    expect(resolvePriceInput('20000000', 'max', 10_000_000)).toBe(10_000_000);
    expect(resolvePriceInput('-5', 'min', 10_000_000)).toBe(0);
    expect(resolvePriceInput('1999.6', 'max', 10_000)).toBe(2000);
  });

  it('lets the setters ignore non-numeric keystrokes', () => {
    expect(typedPrice('3a', 10_000_000)).toBeNull();
    expect(typedPrice('', 10_000_000)).toBeNull();
    expect(typedPrice('350,000', 10_000_000)).toBe(350_000);
  });
});

describe("'Set Min' and 'Set Max' lists", () => {
  it('offers round sale prices, each a stop of the slider', () => {
    const choices = priceChoices();
    expect(choices.slice(0, 5)).toEqual([50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(choices.at(-1)).toBe(7_500_000);
    for (const price of choices) expect(priceAtPosition(positionForPrice(price))).toBe(price);
  });

  it('scales with the lease multipliers', () => {
    expect(priceChoices(100).slice(0, 3)).toEqual([50, 100, 150]);
    expect(priceChoices(1_000).at(-1)).toBe(75_000);
    for (const price of priceChoices(500))
      expect(priceAtPosition(positionForPrice(price, 500), 500)).toBe(price);
  });

  it("starts the min list with 'No Min' and keeps it at or below the chosen max", () => {
    const options = priceMinOptions('en', 100_000, 10_000_000, 300_000);
    expect(options.map((option) => option.label)).toEqual([
      'No Min',
      '$50,000',
      '$100,000',
      '$150,000',
      '$200,000',
      '$250,000',
      '$300,000',
    ]);
  });

  it("keeps the max list at or above the chosen min and ends it with 'Max' at the ceiling", () => {
    const options = priceMaxOptions('en', 100_000, 10_000_000, 2_000_000);
    expect(options).toEqual([
      { value: 2_000_000, label: '$2,000,000' },
      { value: 3_000_000, label: '$3,000,000' },
      { value: 5_000_000, label: '$5,000,000' },
      { value: 7_500_000, label: '$7,500,000' },
      { value: 10_000_000, label: 'Max' },
    ]);
    expect(priceMaxOptions('en', 100, 10_000, 0).at(-1)).toEqual({ value: 10_000, label: 'Max' });
  });

  it("reads 0 as '$0' (not 'No Price') and the ceiling as 'Max'", () => {
    expect(priceChoiceLabel('en', 0, 10_000_000)).toBe('$0');
    expect(priceChoiceLabel('en', 10_000_000, 10_000_000)).toBe('Max');
    expect(priceChoiceLabel('es', 50_000, 50_000)).toBe('Máx.');
  });
});

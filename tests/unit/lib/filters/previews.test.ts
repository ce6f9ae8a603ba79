import { describe, expect, it } from 'vitest';
import { bathPreview } from '../../../../src/lib/filters/bath-preview';
import { bedsPreview } from '../../../../src/lib/filters/beds-preview';
import { LEVEL_CHOICES, levelsLabel } from '../../../../src/lib/filters/levels-label';
import { levelsPreview } from '../../../../src/lib/filters/levels-preview';
import { pricePreview } from '../../../../src/lib/filters/price-preview';
import { shortenLabel } from '../../../../src/lib/filters/shorten-label';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('pricePreview (SPEC §4)', () => {
  it("reads 'Any Price' at the defaults", () => {
    expect(pricePreview('en', 0, 10_000_000)).toBe('Any Price');
    expect(pricePreview('es', 0, 10_000_000)).toBe('Cualquier precio');
  });

  it("writes 'X - Y' with K, M, B", () => {
    expect(pricePreview('en', 250_000, 1_500_000)).toBe('250K - 1.5M');
    expect(pricePreview('en', 1_000_000, 2_000_000)).toBe('1M - 2M');
  });

  it("writes '0 - Y' when the min is 0", () => {
    expect(pricePreview('en', 0, 500_000)).toBe('0 - 500K');
  });

  it("writes 'X - Any' when the max is the ceiling", () => {
    expect(pricePreview('en', 350_000, 10_000_000)).toBe('350K - Any');
    expect(pricePreview('es', 350_000, 10_000_000)).toBe('350K - Cualquiera');
  });

  it("shows a figure of 10,000,000 as 'Max'", () => {
    expect(pricePreview('en', 10_000_000, 10_000_000)).toBe('Max - Any');
  });

  it('follows the ceiling of lease types', () => {
    expect(pricePreview('en', 0, 50_000, 50_000)).toBe('Any Price');
    expect(pricePreview('en', 1_500, 50_000, 50_000)).toBe('1.5K - Any');
    expect(pricePreview('en', 0, 2_500, 10_000)).toBe('0 - 2.5K');
  });
});

describe('bedsPreview', () => {
  it('writes n, a - b, a + and 0 - b', () => {
    expect(bedsPreview(3, 3)).toBe('3');
    expect(bedsPreview(2, 4)).toBe('2 - 4');
    expect(bedsPreview(3, 7)).toBe('3 +');
    expect(bedsPreview(0, 4)).toBe('0 - 4');
  });

  it('has no preview at the defaults', () => {
    expect(bedsPreview(0, 7)).toBeNull();
  });
});

describe('bathPreview', () => {
  it("writes 'n+' and nothing for Any", () => {
    expect(bathPreview(2)).toBe('2+');
    expect(bathPreview(0)).toBeNull();
  });
});

describe('levels labels and preview', () => {
  it('labels the level codes 1…5 as 1, 1.5, 2, 3, 3+', () => {
    expect(LEVEL_CHOICES.map((choice) => [choice.code, choice.label])).toEqual([
      [1, '1'],
      [2, '1.5'],
      [3, '2'],
      [4, '3'],
      [5, '3+'],
    ]);
  });

  it("labels 4 and the 'no limit' 10 as '3+'", () => {
    expect(levelsLabel(1.5)).toBe('1.5');
    expect(levelsLabel(4)).toBe('3+');
    expect(levelsLabel(10)).toBe('3+');
  });

  it('previews the chosen range', () => {
    expect(levelsPreview(0, 10)).toBeNull();
    expect(levelsPreview(2, 2)).toBe('2');
    expect(levelsPreview(2, 10)).toBe('2+');
    expect(levelsPreview(4, 10)).toBe('3+');
    expect(levelsPreview(0, 1.5)).toBe('0 - 1.5');
    expect(levelsPreview(1.5, 3)).toBe('1.5 - 3');
  });
});

describe('shortenLabel', () => {
  it("cuts labels longer than 3 characters to 3 plus '...'", () => {
    expect(shortenLabel('Residential')).toBe('Res...');
    expect(shortenLabel('Land')).toBe('Lan...');
    expect(shortenLabel('Any')).toBe('Any');
    expect(shortenLabel('3+')).toBe('3+');
    expect(shortenLabel('Área')).toBe('Áre...');
  });
});

import { describe, expect, it } from 'vitest';
import { formatShortFacts } from '../../../../src/lib/format/format-short-facts';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

const house = { BedroomsTotal: 3, BathroomsFull: 2, BathroomsHalf: 1, AboveGradeFinishedArea: 1864.6 };

describe('formatShortFacts', () => {
  it('reads beds, baths (a half bath as half) and area on one short line, and in words', () => {
    expect(formatShortFacts('en', house)).toEqual({
      short: '3 bd · 2.5 ba · 1,865 sqft',
      long: '3 beds, 2.5 baths, 1,865 square feet',
    });
    expect(formatShortFacts('es', house).short).toBe('3 rec · 2.5 baños · 1,865 pies²');
  });

  it('says N/A for a fact the record lacks, and counts a missing half bath as none', () => {
    const sparse = {
      BedroomsTotal: null,
      BathroomsFull: 2,
      BathroomsHalf: null,
      AboveGradeFinishedArea: null,
    };
    expect(formatShortFacts('en', sparse).short).toBe('N/A bd · 2 ba · N/A sqft');
    const noBaths = { ...house, BathroomsFull: null, BathroomsHalf: null };
    expect(formatShortFacts('es', noBaths).short).toBe('3 rec · N/D baños · 1,865 pies²');
  });
});

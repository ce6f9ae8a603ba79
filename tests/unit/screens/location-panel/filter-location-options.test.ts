import { describe, expect, it } from 'vitest';
import { filterLocationOptions } from '../../../../src/screens/listings/location-panel/filter-location-options';

const options = ['Dallas-Fort Worth-Arlington, TX', 'Fort Bend', 'Comal', 'Cañón City', 'Lubbock'].map(
  (label) => ({
    value: label.toLowerCase(),
    label,
  }),
);
const labels = (text: string) => filterLocationOptions(options, text).map((option) => option.label);

describe('filterLocationOptions', () => {
  it('ranks names starting with the text first, then a word starting with it, then any match', () => {
    expect(labels('fort')).toEqual(['Fort Bend', 'Dallas-Fort Worth-Arlington, TX']);
    expect(labels('bb')).toEqual(['Lubbock']);
  });

  it('ignores case and accents, and finds nothing for blank text', () => {
    expect(labels('CANON')).toEqual(['Cañón City']);
    expect(labels('  ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { bathOptions } from '../../../../src/lib/filters/bath-options';
import { bedsMaxOptions, bedsMinOptions } from '../../../../src/lib/filters/beds-options';
import { garageOptions } from '../../../../src/lib/filters/garage-options';
import { levelsMaxOptions, levelsMinOptions } from '../../../../src/lib/filters/levels-options';
import { listedDateOptions } from '../../../../src/lib/filters/listed-date-options';
import { lotSizeOptions } from '../../../../src/lib/filters/lot-size-options';
import { sqftOptions } from '../../../../src/lib/filters/sqft-options';
import { yearBuiltOptions } from '../../../../src/lib/filters/year-built-options';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

const values = (options: readonly { value: number }[]) => options.map((option) => option.value);

describe('beds options (SPEC §5)', () => {
  it('offers min choices from 1 up to the chosen max', () => {
    expect(values(bedsMinOptions('en'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(values(bedsMinOptions('en', 3))).toEqual([1, 2, 3]);
  });

  it('offers max choices from the chosen min up to 7, never 0', () => {
    expect(values(bedsMaxOptions('en'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(values(bedsMaxOptions('en', 4))).toEqual([4, 5, 6, 7]);
  });
});

describe('sqftOptions', () => {
  it('steps by 250 up to 7,500', () => {
    const options = sqftOptions('en');
    expect(options).toHaveLength(30);
    expect(options[0]).toEqual({ value: 250, label: '250' });
    expect(options.at(-1)).toEqual({ value: 7500, label: '7,500' });
  });

  it('keeps to the other end', () => {
    expect(values(sqftOptions('en', { atMost: 1000 }))).toEqual([250, 500, 750, 1000]);
    expect(values(sqftOptions('en', { atLeast: 7000 }))).toEqual([7000, 7250, 7500]);
  });
});

describe('lotSizeOptions', () => {
  it('offers the SPEC list with acres above 10,000 sq ft', () => {
    const options = lotSizeOptions('en');
    expect(values(options)).toEqual([
      2000, 4500, 6500, 8000, 10890, 21780, 32670, 43560, 87120, 130680, 174240, 217800, 435600, 1742400,
      4356000,
    ]);
    expect(options.map((option) => option.label).slice(3, 9)).toEqual([
      '8,000 sq ft',
      '0.25 acres',
      '0.5 acres',
      '0.75 acres',
      '1 acre',
      '2 acres',
    ]);
    expect(options.at(-1)?.label).toBe('100 acres');
  });

  it('keeps to the other end', () => {
    expect(values(lotSizeOptions('en', { atLeast: 435600 }))).toEqual([435600, 1742400, 4356000]);
  });
});

describe('garageOptions', () => {
  it('offers 1 to 4 within bounds', () => {
    expect(values(garageOptions('en'))).toEqual([1, 2, 3, 4]);
    expect(values(garageOptions('en', { atLeast: 2, atMost: 3 }))).toEqual([2, 3]);
  });
});

describe('levels options', () => {
  it("offers 1, 1.5, 2, 3 and '3+' (4) as a minimum, up to the chosen max", () => {
    expect(levelsMinOptions()).toEqual([
      { value: 1, label: '1' },
      { value: 1.5, label: '1.5' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
      { value: 4, label: '3+' },
    ]);
    expect(values(levelsMinOptions(2))).toEqual([1, 1.5, 2]);
  });

  it("maps the maximum '3+' to 10 and starts at the chosen min", () => {
    expect(levelsMaxOptions().at(-1)).toEqual({ value: 10, label: '3+' });
    expect(values(levelsMaxOptions(2))).toEqual([2, 3, 10]);
    expect(values(levelsMaxOptions(4))).toEqual([10]);
  });
});

describe('yearBuiltOptions', () => {
  it('runs from the current year down to 1900', () => {
    const options = yearBuiltOptions(undefined, 2026);
    expect(options[0]).toEqual({ value: 2026, label: '2026' });
    expect(options.at(-1)).toEqual({ value: 1900, label: '1900' });
    expect(options).toHaveLength(127);
  });

  it('bounds the min list by the chosen max', () => {
    const options = yearBuiltOptions({ atMost: 1950 }, 2026);
    expect(options[0]?.value).toBe(1950);
  });

  it('defaults to the real current year', () => {
    expect(yearBuiltOptions()[0]?.value).toBe(new Date().getFullYear());
  });
});

describe('bathOptions', () => {
  it('offers Any (0) then 1+ to 5+', () => {
    expect(bathOptions('en')).toEqual([
      { value: 0, label: 'Any' },
      { value: 1, label: '1+' },
      { value: 2, label: '2+' },
      { value: 3, label: '3+' },
      { value: 4, label: '4+' },
      { value: 5, label: '5+' },
    ]);
    expect(bathOptions('es')[0]?.label).toBe('Cualquiera');
  });
});

describe('listedDateOptions', () => {
  it('offers 4000 (no preference), 1, 7, 30 and 90 days', () => {
    expect(values(listedDateOptions('en'))).toEqual([4000, 1, 7, 30, 90]);
    expect(listedDateOptions('en')[0]?.label).toBe('No preference');
    expect(listedDateOptions('es')[2]?.label).toBe('Últimos 7 días');
  });

  it('offers only 1, 7 and 30 in the desktop side panel', () => {
    expect(values(listedDateOptions('en', 'side-panel'))).toEqual([1, 7, 30]);
  });
});

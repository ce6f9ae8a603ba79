import { describe, expect, it } from 'vitest';
import { formatBathrooms } from '../../../../src/lib/format/format-bathrooms';
import { formatGarageSpaces } from '../../../../src/lib/format/format-garage-spaces';
import { formatLotSize } from '../../../../src/lib/format/format-lot-size';
import { formatSquareFeet } from '../../../../src/lib/format/format-square-feet';
import { formatState } from '../../../../src/lib/format/format-state';
import { formatValue } from '../../../../src/lib/format/format-value';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('formatBathrooms', () => {
  it("writes 'N Full / M Half'", () => {
    expect(formatBathrooms('en', 2, 1)).toBe('2 Full / 1 Half');
    expect(formatBathrooms('en', 3, 0)).toBe('3 Full / 0 Half');
  });

  it('takes a missing count as 0 unless both are missing', () => {
    expect(formatBathrooms('en', 2, null)).toBe('2 Full / 0 Half');
    expect(formatBathrooms('en', undefined, 1)).toBe('0 Full / 1 Half');
    expect(formatBathrooms('en', null, undefined)).toBe('N/A');
  });

  it('agrees in number in Spanish', () => {
    expect(formatBathrooms('es', 1, 1)).toBe('1 completo / 1 medio');
    expect(formatBathrooms('es', 2, 2)).toBe('2 completos / 2 medios');
  });
});

describe('formatGarageSpaces', () => {
  it('rounds up', () => {
    expect(formatGarageSpaces('en', 1.5)).toBe('2');
    expect(formatGarageSpaces('en', 2)).toBe('2');
    expect(formatGarageSpaces('en', 0)).toBe('0');
    expect(formatGarageSpaces('en', null)).toBe('N/A');
  });
});

describe('formatSquareFeet', () => {
  it('rounds and groups thousands', () => {
    expect(formatSquareFeet('en', 2345.6)).toBe('2,346');
    expect(formatSquareFeet('en', 812.4)).toBe('812');
    expect(formatSquareFeet('es', 12_000)).toBe('12,000');
    expect(formatSquareFeet('en', undefined)).toBe('N/A');
  });
});

describe('formatLotSize', () => {
  it('uses square feet up to 10,000', () => {
    expect(formatLotSize('en', 8000)).toBe('8,000 sq ft');
    expect(formatLotSize('en', 10_000)).toBe('10,000 sq ft');
    expect(formatLotSize('es', 4500)).toBe('4,500 pies²');
  });

  it('uses acres above 10,000 sq ft (43,560 sq ft per acre)', () => {
    expect(formatLotSize('en', 10_890)).toBe('0.25 acres');
    expect(formatLotSize('en', 43_560)).toBe('1 acre');
    expect(formatLotSize('en', 87_120)).toBe('2 acres');
    expect(formatLotSize('en', 4_356_000)).toBe('100 acres');
    expect(formatLotSize('en', 50_000)).toBe('1.15 acres');
    expect(formatLotSize('es', 43_560)).toBe('1 acre');
    expect(formatLotSize('es', 21_780)).toBe('0.5 acres');
  });

  it("shows 'N/A' when missing", () => {
    expect(formatLotSize('en', null)).toBe('N/A');
    expect(formatLotSize('en', -1)).toBe('N/A');
  });
});

describe('formatState', () => {
  it("shows 'TX' when the state is missing", () => {
    expect(formatState(null)).toBe('TX');
    expect(formatState(undefined)).toBe('TX');
    expect(formatState('  ')).toBe('TX');
    expect(formatState(' TX ')).toBe('TX');
    expect(formatState('OK')).toBe('OK');
  });
});

describe('formatValue', () => {
  it("shows 'N/A' for anything missing", () => {
    for (const value of [null, undefined, '', '   ', Number.NaN, [], [' '], {}]) {
      expect(formatValue('en', value)).toBe('N/A');
    }
    expect(formatValue('es', null)).toBe('N/D');
  });

  it('shows present values as they are', () => {
    expect(formatValue('en', 'Central Air')).toBe('Central Air');
    expect(formatValue('en', 1998)).toBe('1998');
    expect(formatValue('en', 0)).toBe('0');
    expect(formatValue('en', ['Central', 'Electric'])).toBe('Central, Electric');
    expect(formatValue('en', true)).toBe('Yes');
    expect(formatValue('es', false)).toBe('No');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDaysOnMarket } from '../../../../src/lib/format/format-days-on-market';
import { formatPropertySubType } from '../../../../src/lib/format/format-property-sub-type';
import { formatPropertyType } from '../../../../src/lib/format/format-property-type';
import { formatStatus } from '../../../../src/lib/format/format-status';
import { splitCamelCase } from '../../../../src/lib/format/split-camel-case';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('formatStatus', () => {
  it("shows 'Active' as 'For Sale'", () => {
    expect(formatStatus('en', 'Active')).toBe('For Sale');
    expect(formatStatus('es', 'Active')).toBe('En venta');
  });

  it('names the other statuses', () => {
    expect(formatStatus('en', 'ActiveUnderContract')).toBe('Active Under Contract');
    expect(formatStatus('en', 'ComingSoon')).toBe('Coming Soon');
    expect(formatStatus('es', 'Pending')).toBe('Pendiente');
    expect(formatStatus('en', 'Withdrawn')).toBe('Withdrawn');
    expect(formatStatus('en', 'TemporarilyOffMarket')).toBe('Temporarily Off Market');
    expect(formatStatus('en', null)).toBe('N/A');
  });
});

describe('formatDaysOnMarket', () => {
  it('counts days for Active listings', () => {
    expect(formatDaysOnMarket('en', 'Active', 0)).toBe('Listed today');
    expect(formatDaysOnMarket('en', 'Active', 0.4)).toBe('Listed today');
    expect(formatDaysOnMarket('en', 'Active', 1)).toBe('1 Day on Market');
    expect(formatDaysOnMarket('en', 'Active', 1.9)).toBe('1 Day on Market');
    expect(formatDaysOnMarket('en', 'Active', 12)).toBe('12 Days on Market');
    expect(formatDaysOnMarket('es', 'Active', 0)).toBe('Publicada hoy');
    expect(formatDaysOnMarket('es', 'Active', 5)).toBe('5 días en el mercado');
  });

  it("shows 'Coming Soon' for ComingSoon and the status name for the others", () => {
    expect(formatDaysOnMarket('en', 'ComingSoon', 1)).toBe('Coming Soon');
    expect(formatDaysOnMarket('en', 'Pending', 30)).toBe('Pending');
    expect(formatDaysOnMarket('en', 'Closed', 0)).toBe('Closed');
  });

  it("shows 'For Sale' for an Active listing without days on market", () => {
    expect(formatDaysOnMarket('en', 'Active', null)).toBe('For Sale');
  });
});

describe('splitCamelCase', () => {
  it.each([
    ['SingleFamilyResidence', 'Single Family Residence'],
    ['HotelMotel', 'Hotel Motel'],
    ['Land', 'Land'],
    ['MLSNumber', 'MLS Number'],
    ['Single Family Residence', 'Single Family Residence'],
  ])('splits %s', (value, expected) => {
    expect(splitCamelCase(value)).toBe(expected);
  });
});

describe('formatPropertyType and formatPropertySubType', () => {
  it('label property types', () => {
    expect(formatPropertyType('en', 'Farm')).toBe('Farm & Ranch');
    expect(formatPropertyType('en', 'ResidentialLease')).toBe('Residential Lease');
    expect(formatPropertyType('es', 'ResidentialLease')).toBe('Renta residencial');
    expect(formatPropertyType('en', 'Timeshare')).toBe('Timeshare');
  });

  it('label sub-types from either spelling', () => {
    expect(formatPropertySubType('en', 'SingleFamilyResidence')).toBe('Single Family Residence');
    expect(formatPropertySubType('es', 'Single Family Residence')).toBe('Casa unifamiliar');
    expect(formatPropertySubType('en', 'BoatSlip')).toBe('Boat Slip');
    expect(formatPropertySubType('en', '')).toBe('N/A');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAskingPrice } from '../../../../src/lib/format/format-asking-price';
import { formatStatus } from '../../../../src/lib/format/format-status';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';

await loadCatalog('es');

describe('a lease reads as a rental', () => {
  it("shows a lease's price as a month's rent, a sale's as the price alone", () => {
    expect(formatAskingPrice('en', 2450, 'ResidentialLease')).toBe('$2,450/mo');
    expect(formatAskingPrice('es', 2450, 'CommercialLease')).toBe('$2,450/mes');
    expect(formatAskingPrice('en', 450000, 'Residential')).toBe('$450,000');
    expect(formatAskingPrice('en', null, 'ResidentialLease')).toBe('No Price');
  });

  it("calls an Active lease 'For Rent' and an Active sale 'For Sale'", () => {
    expect(formatStatus('en', 'Active', 'ResidentialLease')).toBe('For Rent');
    expect(formatStatus('es', 'Active', 'CommercialLease')).toBe('En renta');
    expect(formatStatus('en', 'Active', 'Residential')).toBe('For Sale');
    expect(formatStatus('en', 'Active')).toBe('For Sale');
    expect(formatStatus('en', 'Pending', 'ResidentialLease')).toBe('Pending');
  });
});

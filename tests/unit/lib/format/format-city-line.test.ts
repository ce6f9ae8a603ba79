import { describe, expect, it } from 'vitest';
import { formatCityLine } from '../../../../src/lib/format/format-city-line';

describe('formatCityLine', () => {
  it('reads city, state and ZIP code, TX when the state is missing', () => {
    expect(formatCityLine({ City: 'Utopia', StateOrProvince: null, PostalCode: '78884' })).toBe(
      'Utopia, TX 78884',
    );
    expect(formatCityLine({ City: 'Austin', StateOrProvince: 'TX', PostalCode: '78704' })).toBe(
      'Austin, TX 78704',
    );
  });

  it('leaves no gap for a missing city or ZIP code', () => {
    expect(formatCityLine({ City: null, StateOrProvince: 'TX', PostalCode: '78704' })).toBe('TX 78704');
    expect(formatCityLine({ City: 'Austin', StateOrProvince: 'TX', PostalCode: null })).toBe('Austin, TX');
  });
});

import { describe, expect, it } from 'vitest';
import type { MapPin } from '../../../src/contract';
import { pinIsActive, pinLabel } from '../../../src/map/pin-label';

const pin = (...listings: [number | null, string][]): MapPin => ({
  lat: 30.27,
  lng: -97.74,
  listings: listings.map(([ListPrice, MlsStatus], i) => ({
    ListingKeyNumeric: i + 1,
    ListPrice,
    MlsStatus,
    Address: null,
  })),
});

describe('pinLabel', () => {
  it('shows the short price with k, M, B, T and one decimal, or N/A without a price (SPEC §2)', () => {
    expect(pinLabel('en', pin([350_000, 'Active']))).toBe('$350k');
    expect(pinLabel('en', pin([1_250_000, 'Active']))).toBe('$1.3M');
    expect(pinLabel('en', pin([2_000_000_000, 'Active']))).toBe('$2B');
    expect(pinLabel('en', pin([1.5e12, 'Active']))).toBe('$1.5T');
    expect(pinLabel('en', pin([null, 'Active']))).toBe('N/A');
  });

  it('counts the other listings of a shared coordinate', () => {
    expect(pinLabel('en', pin([350_000, 'Active'], [410_000, 'Pending'], [null, 'Active']))).toBe('$350k +2');
  });

  it('reads a lease per month, as its card does; no price stays N/A', () => {
    expect(pinLabel('en', pin([2_400, 'Active']), true)).toBe('$2.4k/mo');
    expect(pinLabel('en', pin([2_400, 'Active'], [1_950, 'Active']), true)).toBe('$2.4k/mo +1');
    expect(pinLabel('en', pin([null, 'Active']), true)).toBe('N/A');
  });
});

describe('pinIsActive', () => {
  it('tells Active from any other status, a shared pin being Active if one of its listings is', () => {
    expect(pinIsActive(pin([1, 'Active']))).toBe(true);
    expect(pinIsActive(pin([1, 'ComingSoon']))).toBe(false);
    expect(pinIsActive(pin([1, 'Pending'], [1, 'Active']))).toBe(true);
  });
});

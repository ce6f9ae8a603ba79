import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expandMapPins, mapPinsResponseSchema } from '../../../src/contract';

const body = {
  data: {
    total: 3,
    truncated: false,
    statuses: ['Active', 'ComingSoon'],
    lat: [30.2672, 30.3],
    lng: [-97.7431, -97.8],
    count: [2, 1],
    key: [1001, 1002, 1003],
    price: [450000, null, 1250000],
    status: [0, 1, 0],
  },
};

describe('mapPinsResponseSchema (GET /api/v1/map/pins/{json})', () => {
  it('reads the columns and expands them into pins with their listings', () => {
    const { data } = v.parse(mapPinsResponseSchema, body);
    expect(expandMapPins(data)).toEqual([
      {
        lat: 30.2672,
        lng: -97.7431,
        listings: [
          { ListingKeyNumeric: 1001, ListPrice: 450000, MlsStatus: 'Active' },
          { ListingKeyNumeric: 1002, ListPrice: null, MlsStatus: 'ComingSoon' },
        ],
      },
      {
        lat: 30.3,
        lng: -97.8,
        listings: [{ ListingKeyNumeric: 1003, ListPrice: 1250000, MlsStatus: 'Active' }],
      },
    ]);
  });

  it('rejects columns that do not line up', () => {
    const broken = (patch: Record<string, unknown>) =>
      v.safeParse(mapPinsResponseSchema, { data: { ...body.data, ...patch } }).success;
    expect(broken({})).toBe(true);
    expect(broken({ count: [1, 1] })).toBe(false);
    expect(broken({ lng: [-97.7] })).toBe(false);
    expect(broken({ status: [0, 2, 0] })).toBe(false);
    expect(broken({ total: 4 })).toBe(false);
    expect(broken({ total: 4, truncated: true })).toBe(true);
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expandMapPins, joinPinAddress, mapPinsResponseSchema, splitPinAddress } from '../../../src/contract';

const body = {
  data: {
    total: 3,
    truncated: false,
    statuses: ['Active', 'ComingSoon'],
    streets: ['Congress Ave'],
    lat: [30.2672, 30.3],
    lng: [-97.7431, -97.8],
    count: [2, 1],
    key: [1001, 1002, 1003],
    price: [450000, null, 1250000],
    status: [0, 1, 0],
    house: ['1100', '1100', ''],
    street: [0, 0, null],
    unit: ['Unit 204', 'Unit 305', ''],
  },
};

describe('mapPinsResponseSchema (GET /api/v1/map/pins/{json})', () => {
  it('reads the columns and expands them into pins with their listings and addresses', () => {
    const { data } = v.parse(mapPinsResponseSchema, body);
    expect(expandMapPins(data)).toEqual([
      {
        lat: 30.2672,
        lng: -97.7431,
        listings: [
          {
            ListingKeyNumeric: 1001,
            ListPrice: 450000,
            MlsStatus: 'Active',
            Address: '1100 Congress Ave Unit 204',
          },
          {
            ListingKeyNumeric: 1002,
            ListPrice: null,
            MlsStatus: 'ComingSoon',
            Address: '1100 Congress Ave Unit 305',
          },
        ],
      },
      {
        lat: 30.3,
        lng: -97.8,
        // A null street: the address may not be displayed, and none is made up.
        listings: [{ ListingKeyNumeric: 1003, ListPrice: 1250000, MlsStatus: 'Active', Address: null }],
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
    expect(broken({ street: [0, 1, null] })).toBe(false);
    expect(broken({ house: ['1100', '1100'] })).toBe(false);
    expect(broken({ unit: ['', '', '', ''] })).toBe(false);
  });
});

describe('splitPinAddress / joinPinAddress', () => {
  it('splits the house number and the unit off the street', () => {
    expect(splitPinAddress('1234 Oak Hollow Dr Unit 204')).toEqual({
      house: '1234',
      street: 'Oak Hollow Dr',
      unit: 'Unit 204',
    });
    expect(splitPinAddress('12A N Lamar Blvd #3')).toEqual({
      house: '12A',
      street: 'N Lamar Blvd',
      unit: '#3',
    });
    expect(splitPinAddress('County Road 1234')).toEqual({ house: '', street: 'County Road 1234', unit: '' });
    expect(splitPinAddress('Unit 5')).toEqual({ house: '', street: 'Unit 5', unit: '' });
  });

  it('gives back exactly the line it split, whatever the line', () => {
    const words = fc.constantFrom(
      '1234',
      '12A',
      'Unit',
      '#4',
      'Apt',
      'Oak',
      ' ',
      '',
      'Dr',
      ',',
      '7-9',
      'ste',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(words).map((parts) => parts.join(' ')),
        ),
        (line) => {
          expect(joinPinAddress(splitPinAddress(line))).toBe(line);
        },
      ),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mapPinsJson } from '../../server/search/map-pins-json';
import type { PinRows } from '../../server/search/pin-rows';
import { mapPinsResponseSchema } from '../../src/contract';
import { mapPinColumns } from './support/map-pin-columns';

/** Texts as odd as a feed may send: quotes, backslashes, control characters, accents, emoji, lone surrogates. */
const text = fc.oneof(
  fc.constantFrom('', '1234', '12A', 'Unit 204', '#12', 'Oak Hollow Dr', 'Calle Ñandú', 'Ste "B"', 'a\\b'),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

/** Coordinates in millionths: near one another (so some rows share one) and anywhere on the globe. */
const microdegrees = (limit: number) =>
  fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.integer({ min: -limit, max: limit }),
    fc.constantFrom(0, 1, -1, 10, 100_000, 1_000_000, -97_743_100, 30_267_153, 30_100_000),
  );

const row = fc.record({
  lat: microdegrees(90_000_000),
  lng: microdegrees(180_000_000),
  key: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), fc.maxSafeInteger()),
  price: fc.oneof(
    fc.constant(Number.NaN),
    fc.integer({ min: 0, max: 50_000_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    // The longest text String() gives a number, and one past the safe integers.
    fc.constantFrom(2 ** 53, 1e21, -5, -0.0000012345678901234567, -1.2345678901234567e-308),
  ),
  status: fc.integer({ min: 0, max: 5 }),
  street: fc.integer({ min: -1, max: 8 }),
  house: text,
  unit: text,
});

/** Rows in the order the index hands them over, so that rows at one coordinate are neighbours. */
const pinRows = fc
  .tuple(fc.array(row, { maxLength: 60 }), fc.array(text, { minLength: 9, maxLength: 9 }))
  .map(([drawn, names]): PinRows => {
    const rows = [...drawn].sort((a, b) => a.lat - b.lat || a.lng - b.lng || a.key - b.key);
    return {
      length: rows.length,
      lat: Int32Array.from(rows, (r) => r.lat),
      lng: Int32Array.from(rows, (r) => r.lng),
      key: Float64Array.from(rows, (r) => r.key),
      price: Float64Array.from(rows, (r) => r.price),
      status: Int32Array.from(rows, (r) => r.status),
      house: rows.map((r) => (r.street < 0 ? '' : r.house)),
      street: Int32Array.from(rows, (r) => r.street),
      unit: rows.map((r) => (r.street < 0 ? '' : r.unit)),
      statusName: (code) =>
        ['Active', 'Pending', 'ComingSoon', 'Closed', 'Contingent', 'Ünder "x"'][code] ?? '',
      streetName: (code) => names[code] ?? '',
    };
  });

describe('mapPinsJson', () => {
  it('writes the very bytes JSON.stringify writes of the answer built as arrays', () => {
    fc.assert(
      fc.property(pinRows, fc.nat(), fc.boolean(), (rows, extra, truncated) => {
        const total = rows.length + (truncated ? extra + 1 : 0);
        const expected = JSON.stringify({ data: { total, truncated, ...mapPinColumns(rows) } });
        expect(mapPinsJson(rows, total, truncated).toString('utf8')).toBe(expected);
        expect(mapPinsJson(rows, total, truncated).equals(Buffer.from(expected))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never runs out of room, however full its buffer is when the longest numbers come', () => {
    // Forty listings at one spot, each priced with the longest text a number has: a street name of
    // every length moves where the prices start, so some start just short of the buffer's end.
    const rows = (name: string): PinRows => ({
      length: 40,
      lat: new Int32Array(40),
      lng: new Int32Array(40),
      key: new Float64Array(40),
      price: new Float64Array(40).fill(-0.0000012345678901234567),
      status: new Int32Array(40),
      house: new Array<string>(40).fill(''),
      street: new Int32Array(40),
      unit: new Array<string>(40).fill(''),
      statusName: () => 'Active',
      streetName: () => name,
    });
    for (let length = 0; length < 3_000; length++) {
      const name = 'x'.repeat(length);
      const expected = JSON.stringify({
        data: { total: 40, truncated: false, ...mapPinColumns(rows(name)) },
      });
      expect(mapPinsJson(rows(name), 40, false).toString()).toBe(expected);
    }
  });

  it('writes an answer the contract accepts, pins grouped where rows share a coordinate', () => {
    const rows: PinRows = {
      length: 3,
      lat: Int32Array.of(30_267_100, 30_267_100, 30_300_005),
      lng: Int32Array.of(-97_743_100, -97_743_100, -97_000_000),
      key: Float64Array.of(11, 12, 13),
      price: Float64Array.of(350_000, Number.NaN, 1_250_000),
      status: Int32Array.of(0, 1, 0),
      house: ['1234', '', '7'],
      street: Int32Array.of(0, -1, 0),
      unit: ['Unit 2', '', ''],
      statusName: (code) => ['Active', 'Pending'][code] ?? '',
      streetName: () => 'Oak Hollow Dr',
    };
    const answer = v.parse(mapPinsResponseSchema, JSON.parse(mapPinsJson(rows, 3, false).toString()));
    expect(answer.data).toMatchObject({
      lat: [30.2671, 30.300005],
      lng: [-97.7431, -97],
      count: [2, 1],
      price: [350_000, null, 1_250_000],
      statuses: ['Active', 'Pending'],
      status: [0, 1, 0],
      streets: ['Oak Hollow Dr'],
      street: [0, null, 0],
    });
  });
});

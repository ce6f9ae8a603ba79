import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsFromIssues,
  idSchema,
  isoDateSchema,
  mediaListResponseSchema,
  nullableBooleanSchema,
  nullableDateSchema,
  nullableNumberSchema,
  openHouseResponseSchema,
  roomsResponseSchema,
  SUB_TYPE_FLAG_SUFFIX,
  SUB_TYPES_BY_PROPERTY_TYPE,
  wireNumberSchema,
} from '../../../src/contract';

describe('wire values', () => {
  it('reads numbers from numbers and numeric text', () => {
    const cases: [unknown, number][] = [
      [350000, 350000],
      ['350000.00', 350000],
      [' 42 ', 42],
      ['-97.7559', -97.7559],
      ['.5', 0.5],
      ['1e3', 1000],
      ['1,840', 1840],
      ['2,450,000.50', 2450000.5],
    ];
    for (const [input, expected] of cases) expect(v.parse(wireNumberSchema, input)).toBe(expected);
  });

  it('refuses text that is not a number', () => {
    for (const input of ['', 'N/A', '12abc', '1,84', '0x10', 'Infinity', Number.NaN, true]) {
      expect(v.is(wireNumberSchema, input), String(input)).toBe(false);
    }
  });

  it('reads blank, null and missing optional numbers as null', () => {
    for (const input of ['', '  ', null, undefined]) expect(v.parse(nullableNumberSchema, input)).toBeNull();
    expect(v.is(nullableNumberSchema, 'abc')).toBe(false);
  });

  it('reads the flag spellings backends use', () => {
    const cases: [unknown, boolean | null][] = [
      [true, true],
      [1, true],
      ['1', true],
      ['Y', true],
      ['yes', true],
      [0, false],
      ['N', false],
      ['false', false],
      [null, null],
    ];
    for (const [input, expected] of cases) expect(v.parse(nullableBooleanSchema, input)).toBe(expected);
    expect(v.is(nullableBooleanSchema, 2)).toBe(false);
  });

  it('reads dates from SQL and ISO forms, zero dates as null', () => {
    expect(v.parse(nullableDateSchema, '2025-06-14')).toBe('2025-06-14');
    expect(v.parse(nullableDateSchema, '2025-06-14 10:00:00')).toBe('2025-06-14');
    expect(v.parse(nullableDateSchema, '2025-06-14T05:00:00.000Z')).toBe('2025-06-14');
    expect(v.parse(nullableDateSchema, '0000-00-00 00:00:00')).toBeNull();
    expect(v.is(nullableDateSchema, '06/14/2025')).toBe(false);
    expect(v.is(nullableDateSchema, '2025-13-01')).toBe(false);
  });

  it('takes only real calendar dates in requests', () => {
    expect(v.is(isoDateSchema, '2024-02-29')).toBe(true);
    expect(v.is(isoDateSchema, '2025-02-29')).toBe(false);
    expect(v.is(isoDateSchema, '2025-6-1')).toBe(false);
  });

  it('reads ids from path text and numbers only when positive whole numbers', () => {
    expect(v.parse(idSchema, '1187342290')).toBe(1187342290);
    expect(v.parse(idSchema, 7)).toBe(7);
    for (const input of ['0', '-3', '1.5', '1e3', ' ', 0, 2.5, 2 ** 53])
      expect(v.is(idSchema, input), String(input)).toBe(false);
  });
});

describe('listing media, rooms and open houses', () => {
  it('sorts photos by img_order in the media list', () => {
    const body = {
      data: [
        { MediaURL: 'b.jpg', img_order: 2 },
        { MediaURL: 'x.jpg', img_order: null },
        { MediaURL: 'a.jpg', img_order: '1' },
      ],
    };
    expect(v.parse(mediaListResponseSchema, body).data.map((media) => media.MediaURL)).toEqual([
      'a.jpg',
      'b.jpg',
      'x.jpg',
    ]);
  });

  it('reads rooms and open houses with missing parts as null', () => {
    expect(v.parse(roomsResponseSchema, [{ RoomType: 'Primary Bedroom', RoomLevel: 'Main' }]).data).toEqual([
      { RoomType: 'Primary Bedroom', RoomLevel: 'Main', RoomDimensions: null },
    ]);
    expect(
      v.parse(openHouseResponseSchema, { data: [{ f_date: '2025-06-14', f_start: '10:00 AM' }] }).data,
    ).toEqual([{ f_date: '2025-06-14', f_start: '10:00 AM', f_end: null, OpenHouseRemarks: null }]);
  });
});

describe('sub-types', () => {
  it('derives commercial lease from commercial sale as SPEC §3 says', () => {
    const lease = SUB_TYPES_BY_PROPERTY_TYPE.CommercialLease;
    expect(lease).not.toContain('ImprovedLand');
    expect(lease).toEqual(
      expect.arrayContaining(['Condominium', 'Duplex', 'Triplex', 'Warehouse', 'HotelMotel']),
    );
    expect(lease).toHaveLength(SUB_TYPES_BY_PROPERTY_TYPE.CommercialSale.length - 1 + 3);
  });

  it('has a flag suffix for every property type, bare for commercial sale', () => {
    expect(Object.keys(SUB_TYPE_FLAG_SUFFIX).sort()).toEqual(Object.keys(SUB_TYPES_BY_PROPERTY_TYPE).sort());
    expect(SUB_TYPE_FLAG_SUFFIX.CommercialSale).toBe('');
    expect(`Duplex${SUB_TYPE_FLAG_SUFFIX.ResidentialIncome}`).toBe('DuplexResIncomeSub');
  });

  it('lists each sub-type once per type, in camel case', () => {
    for (const subTypes of Object.values(SUB_TYPES_BY_PROPERTY_TYPE)) {
      expect(new Set(subTypes).size).toBe(subTypes.length);
      for (const subType of subTypes) expect(subType).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });
});

describe('fieldErrorsFromIssues', () => {
  it('groups issues by top-level field and puts the rest under _form', () => {
    const schema = v.pipe(
      v.object({ a: v.string('a1'), b: v.object({ c: v.number('c1') }) }),
      v.check(() => false, 'whole'),
    );
    const issues = v.safeParse(schema, { a: 1, b: { c: 'x' } }).issues ?? [];
    expect(fieldErrorsFromIssues(issues)).toEqual({ a: ['a1'], b: ['c1'] });
    const whole = v.safeParse(schema, { a: 'ok', b: { c: 1 } }).issues ?? [];
    expect(fieldErrorsFromIssues(whole)).toEqual({ _form: ['whole'] });
  });
});

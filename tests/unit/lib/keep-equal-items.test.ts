import { describe, expect, it } from 'vitest';
import { keepEqualItems } from '../../../src/lib/keep-equal-items';
import { sameJsonValue } from '../../../src/lib/same-json-value';

describe('sameJsonValue', () => {
  it('compares parsed JSON all the way down, keys in any order', () => {
    expect(sameJsonValue({ a: 1, b: [1, { c: 'x' }], d: null }, { d: null, b: [1, { c: 'x' }], a: 1 })).toBe(
      true,
    );
    expect(sameJsonValue({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false);
    expect(sameJsonValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJsonValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJsonValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJsonValue([], {})).toBe(false);
    expect(sameJsonValue(null, {})).toBe(false);
    expect(sameJsonValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameJsonValue('1', 1)).toBe(false);
  });
});

describe('keepEqualItems', () => {
  const key = (item: { id: number }) => item.id;

  it('keeps the earlier object of an item that came back unchanged, and takes the new one of a changed item', () => {
    const same = { id: 1, price: 100, photos: ['a.jpg'] };
    const changed = { id: 2, price: 200, photos: [] };
    const previous = new Map([
      [1, same],
      [2, changed],
    ]);
    const next = [
      { id: 3, price: 300, photos: [] },
      { id: 1, price: 100, photos: ['a.jpg'] },
      { id: 2, price: 210, photos: [] },
    ];
    const kept = keepEqualItems(previous, next, key);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(next[0]);
    expect(kept[1]).toBe(same);
    expect(kept[2]).toBe(next[2]);
  });

  it('returns the new items as they are when nothing came before', () => {
    const next = [{ id: 1 }, { id: 2 }];
    const kept = keepEqualItems(new Map(), next, key);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(next[0]);
  });
});

import { describe, expect, it } from 'vitest';
import { editDistance, suggestEmail } from '../../../../src/lib/lead/suggest-email';

describe('suggestEmail', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmal.com', 'ana@gmail.com'],
    ['Ana@GMAIL.CON', 'ana@gmail.com'],
    ['bo@yahooo.com', 'bo@yahoo.com'],
    ['bo@hotmial.com', 'bo@hotmail.com'],
    ['bo@outlok.com', 'bo@outlook.com'],
    ['bo@gmail.co', 'bo@gmail.com'],
    ['bo@example.con', 'bo@example.com'],
  ])('suggests %s → %s', (typed, expected) => {
    expect(suggestEmail(typed)).toBe(expected);
  });

  it.each([
    'ana@gmail.com',
    'ana@brokerage-austin.com',
    'ana@studio.co',
    'not an e-mail',
    'ana@',
    '@gmail.com',
    '',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

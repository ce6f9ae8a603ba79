import { describe, expect, it } from 'vitest';
import { phoneHref } from '../../../../src/lib/format/phone-href';

describe('phoneHref', () => {
  it('writes North American numbers in the global +1 form', () => {
    expect(phoneHref('(512) 555-0100')).toBe('tel:+15125550100');
    expect(phoneHref('1-888-555-0142')).toBe('tel:+18885550142');
    expect(phoneHref('512.555.0100')).toBe('tel:+15125550100');
  });

  it('keeps a number that has its country code, and leaves other lengths as dialled', () => {
    expect(phoneHref('+52 55 1234 5678')).toBe('tel:+525512345678');
    expect(phoneHref('555-0100')).toBe('tel:5550100');
  });
});

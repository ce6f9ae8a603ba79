import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../server/search/compare-code-points';

const utf8Order = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));

describe('compareCodePoints', () => {
  it('orders strings as their UTF-8 bytes do ("C" collation), surrogate pairs included', () => {
    // Characters from the places UTF-16 and UTF-8 orders part: below U+D800, U+E000–U+FFFF, and above.
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'b',
        '\u00e9',
        '\ud7ff',
        '\ue000',
        '\ufb01',
        '\uffff',
        '\u{10000}',
        '\u{1f3e0}',
      ),
      maxLength: 6,
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(utf8Order(a, b));
      }),
      { numRuns: 2000 },
    );
    expect(compareCodePoints('7 \ufb01', '7 \u{1f3e0}')).toBeLessThan(0);
    expect('7 \ufb01' < '7 \u{1f3e0}').toBe(false);
  });
});

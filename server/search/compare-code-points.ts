/**
 * Orders strings as PostgreSQL's "C" collation does (by UTF-8 bytes, which is by code point), the
 * collation of `address_search` and `mls_num`. JavaScript's `<` compares UTF-16 code units, which agrees
 * except where a surrogate pair (U+10000 and up) meets a character from U+E000 to U+FFFF: as units the
 * pair sorts first, as code points last.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** A UTF-16 unit's place in code point order among units that differ at the same position. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  // Surrogates (D800–DFFF) stand for code points above every unit from E000 on.
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}

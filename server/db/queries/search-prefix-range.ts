/**
 * Bounds for a prefix match written as `column >= lo AND column < hi` on a `COLLATE "C"` column. Unlike
 * `LIKE 'x%'`, the range uses the btree on PostgreSQL servers whose database collation is not C, and in
 * generic prepared plans (DESIGN "Data"), and it needs no escaping of `%` and `_`. In C collation strings
 * compare by UTF-8 bytes and no UTF-8 character sorts above U+10FFFF, so every string starting with
 * `prefix` (short of one continuing with U+10FFFF itself) lies in the range.
 */
export function searchPrefixRange(prefix: string): { lo: string; hi: string } {
  return { lo: prefix, hi: `${prefix}\u{10FFFF}` };
}

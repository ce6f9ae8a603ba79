/**
 * The ZIP-code prefix in `key` (see `searchKey`), or null when it cannot start a ZIP code: one to five
 * digits; a ZIP+4 ('78701-1234') reads as its ZIP.
 */
export function searchZipPrefix(key: string): string | null {
  const zip = key.replace(/^(\d{5})-\d{0,4}$/, '$1');
  return /^\d{1,5}$/.test(zip) ? zip : null;
}

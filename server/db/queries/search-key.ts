/**
 * The form typed text is compared in: lower-cased like `listings.address_search` and `cities.search`
 * (both written with JavaScript's toLowerCase), control characters (NUL is not even storable in
 * PostgreSQL text) read as spaces, and runs of spaces as one, so '1234  Oak' still finds '1234 oak…'.
 * Blank input gives ''. A lone UTF-16 surrogate (half of an emoji, from a JSON escape or a cut string)
 * becomes U+FFFD here, once, because that is what it becomes on its way to the database as UTF-8: the
 * in-memory lists and SQL then compare the same text.
 */
export function searchKey(text: string): string {
  return text
    .toWellFormed()
    .toLowerCase()
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

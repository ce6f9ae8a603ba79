/**
 * The form typed text is compared in: lower-cased like `listings.address_search` and `cities.search`
 * (both written with JavaScript's toLowerCase), control characters (NUL is not even storable in
 * PostgreSQL text) read as spaces, and runs of spaces as one, so '1234  Oak' still finds '1234 oak…'.
 * Blank input gives ''.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

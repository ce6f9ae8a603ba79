/** One address or MLS-number suggestion as the client receives it (contract `addressResultSchema`). */
export interface AddressSuggestion {
  ListingKeyNumeric: number;
  MlsNum: string;
  MlsStatus: string;
  /** The result panel's status flag: green For Sale, red Pending (and other under-contract states), orange Coming Soon, gray Closed. */
  color: string;
  subdomain: string;
  url: string;
  /** Null for a listing whose address may not be displayed (found by its MLS number only). */
  Address: string | null;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  DOM: number;
  OriginatingSystemName: string;
  /** A lease's Active flag reads "For Rent". */
  PropertyType: string;
}

/**
 * The fields of an address or MLS-number suggestion (contract `addressResultSchema`), read from
 * `listings` aliased `l`: what the result panel shows (status flag colour, days on market, originating
 * system) and what its link needs (subdomain, url). Kept narrow because every keystroke reads it.
 * `today` is the placeholder of the 'YYYY-MM-DD' day DOM counts to.
 */
export function searchAddressColumns(today: string): string {
  return `
  l.listing_key_numeric::float8 AS "ListingKeyNumeric",
  l.mls_num AS "MlsNum",
  l.mls_status AS "MlsStatus",
  CASE l.mls_status WHEN 'Active' THEN 'green' WHEN 'ComingSoon' THEN 'orange' WHEN 'Closed' THEN 'gray' ELSE 'red' END AS "color",
  l.city_subdomain AS "subdomain",
  l.url AS "url",
  l.address AS "Address",
  l.city AS "City",
  COALESCE(l.state_or_province, 'TX') AS "StateOrProvince",
  l.postal_code AS "PostalCode",
  (COALESCE(l.close_date, ${today}::date) - l.list_date) AS "DOM",
  l.originating_system_name AS "OriginatingSystemName",
  l.property_type AS "PropertyType"`;
}

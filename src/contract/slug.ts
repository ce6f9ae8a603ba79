import * as v from 'valibot';

/** The dash-separated lower-case name of a region, metro, county or city in URLs and sub-domains. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A location slug in a request ('austin', 'dallas-fort-worth'); SPEC §2 /{city}. At most 80 characters. */
export const slugSchema = v.pipe(
  v.string(),
  v.maxLength(80, 'Expected at most 80 characters'),
  v.regex(SLUG_PATTERN, 'Expected a lower-case dash-separated name'),
);

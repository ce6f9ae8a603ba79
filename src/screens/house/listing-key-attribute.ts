import * as v from 'valibot';

/**
 * The `listing-key` attribute of `<bb-house>`: a listing's ListingKeyNumeric, written as digits. Read as
 * a positive whole number; anything else is ignored with a warning (see define-widget) and the page path
 * is used instead.
 */
export const listingKeyAttribute = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,15}$/, 'expected a listing number (ListingKeyNumeric)'),
  v.transform(Number),
  v.safeInteger('expected a listing number (ListingKeyNumeric)'),
  v.minValue(1, 'expected a listing number (ListingKeyNumeric)'),
);

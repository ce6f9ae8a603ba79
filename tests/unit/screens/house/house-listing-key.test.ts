import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { houseListingKey } from '../../../../src/screens/house/house-listing-key';
import { listingKeyAttribute } from '../../../../src/screens/house/listing-key-attribute';

const PAGE = '/2631-saddle-club-blvd-spicewood-tx-78669-9642648';

describe('the listing-key attribute of <bb-house>', () => {
  it('reads a ListingKeyNumeric written as digits, spaces around allowed', () => {
    expect(v.parse(listingKeyAttribute, '9642648')).toBe(9642648);
    expect(v.parse(listingKeyAttribute, ' 42 ')).toBe(42);
  });

  it.each(['', 'abc', '12a', '-5', '0', '1.5', '1e6', '1234567890123456'])('refuses %j', (value) => {
    const result = v.safeParse(listingKeyAttribute, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('expected a listing number (ListingKeyNumeric)');
  });
});

describe('houseListingKey', () => {
  it('prefers the attribute to the page path', () => {
    expect(houseListingKey(123, PAGE)).toBe(123);
  });

  it('falls back to the key at the end of a listing page path', () => {
    expect(houseListingKey(undefined, PAGE)).toBe(9642648);
  });

  it('finds none on other pages or without a location', () => {
    expect(houseListingKey(undefined, '/listings')).toBeNull();
    expect(houseListingKey(undefined, '/round-rock')).toBeNull();
    expect(houseListingKey(undefined, `/dashboard${PAGE}`)).toBeNull();
    expect(houseListingKey(undefined, undefined)).toBeNull();
  });
});

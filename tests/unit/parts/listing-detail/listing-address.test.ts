import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listingDetailSchema } from '../../../../src/contract';
import { listingFullAddress } from '../../../../src/parts/listing-detail/listing-address';

const listing = (Address: string | null, UnitNumber: string | null) =>
  v.parse(listingDetailSchema, {
    ListingKeyNumeric: 1,
    Address,
    UnitNumber,
    City: 'Austin',
    StateOrProvince: 'TX',
    PostalCode: '78701',
  });

describe('the detail header address', () => {
  it('adds the unit when the street does not name it', () => {
    expect(listingFullAddress(listing('4024 Travis Dr', '214'), 'N/A')).toBe(
      '4024 Travis Dr #214, Austin, TX 78701',
    );
  });

  it("does not repeat a unit the street already ends with ('Unit 214', '#214', 'Apt B')", () => {
    expect(listingFullAddress(listing('4024 Travis Dr Unit 214', '214'), 'N/A')).toBe(
      '4024 Travis Dr Unit 214, Austin, TX 78701',
    );
    expect(listingFullAddress(listing('4024 Travis Dr #214', '214'), 'N/A')).toBe(
      '4024 Travis Dr #214, Austin, TX 78701',
    );
    expect(listingFullAddress(listing('9 Elm St Apt B', 'b'), 'N/A')).toBe(
      '9 Elm St Apt B, Austin, TX 78701',
    );
  });

  it('stands in for a withheld street', () => {
    expect(listingFullAddress(listing(null, null), 'Address withheld')).toBe(
      'Address withheld, Austin, TX 78701',
    );
  });
});

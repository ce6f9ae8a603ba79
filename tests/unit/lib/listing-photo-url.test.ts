import { describe, expect, it } from 'vitest';
import { listingPhotoUrl } from '../../../src/lib/listing-photo-url';

const base = 'https://api.example.com/';

describe('listingPhotoUrl', () => {
  it("uses the listing's own media entry for that photo when the answer carried one", () => {
    const listing = {
      ListingKeyNumeric: 7,
      images: [{ MediaURL: 'https://cdn.example.com/a.jpg', img_order: 2 }],
    };
    expect(listingPhotoUrl(listing, 2, '/photos/{ListingKeyNumeric}/{n}.svg', base)).toBe(
      'https://cdn.example.com/a.jpg',
    );
  });

  it('builds the CDN path from the listing key otherwise, against the API address', () => {
    const listing = { ListingKeyNumeric: 4821937, images: [] };
    expect(listingPhotoUrl(listing, 3, '/photos/{ListingKeyNumeric}/{n}.svg', base)).toBe(
      'https://api.example.com/photos/4821937/3.svg',
    );
  });

  it('knows no URL without media or a template', () => {
    expect(listingPhotoUrl({ ListingKeyNumeric: 1, images: [] }, 1, null, base)).toBeNull();
  });
});

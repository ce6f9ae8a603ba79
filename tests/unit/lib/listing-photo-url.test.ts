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

  it("uses a listing's photos stored on the API's host alone: one not stored yet has no URL", () => {
    const id = '0123456789abcdef0123456789abcdef';
    const listing = {
      ListingKeyNumeric: 5,
      images: [{ MediaURL: 'https://mls-cdn.example.com/5/2.jpg', img_order: 2 }],
      photo_ids: [id, null],
    };
    const template = '/photos/{ListingKeyNumeric}/{n}.svg';
    expect(listingPhotoUrl(listing, 1, template, base)).toBe(`https://api.example.com/media/${id}/800.jpg`);
    expect(listingPhotoUrl(listing, 2, template, base)).toBeNull();
  });

  it('takes no other photo for a numbered photo the media list lacks', () => {
    const listing = {
      ListingKeyNumeric: 5,
      images: [
        { MediaURL: '/one.jpg', img_order: 1 },
        { MediaURL: '/three.jpg', img_order: 3 },
      ],
    };
    expect(listingPhotoUrl(listing, 2, null, base)).toBeNull();
  });
});

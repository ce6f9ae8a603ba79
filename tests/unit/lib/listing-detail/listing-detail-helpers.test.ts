import { describe, expect, it } from 'vitest';
import { cutRemarks } from '../../../../src/lib/listing-detail/cut-remarks';
import { listingKeyFromPath, listingPagePath } from '../../../../src/lib/listing-detail/listing-path';
import { mosaicLayout, mosaicSlots, stepPhoto } from '../../../../src/lib/listing-detail/mosaic-layout';
import { straightLineMiles } from '../../../../src/lib/listing-detail/straight-line-miles';
import { virtualTourLinks } from '../../../../src/lib/listing-detail/virtual-tour-links';

describe('listing paths', () => {
  it('reads the key of a listing path and nothing else', () => {
    expect(listingKeyFromPath('/2631-saddle-club-blvd-spicewood-tx-78669-9642648')).toBe(9642648);
    expect(listingKeyFromPath('/round-rock')).toBeNull();
    expect(listingKeyFromPath('/listings')).toBeNull();
    expect(listingKeyFromPath('/a/2631-saddle-club-blvd-spicewood-tx-78669-9642648')).toBeNull();
  });

  it('builds the path from the url without .html, or a fallback that still opens the listing', () => {
    const url = '2631-saddle-club-blvd-spicewood-tx-78669-9642648.html';
    expect(listingPagePath({ ListingKeyNumeric: 9642648, url })).toBe(
      '/2631-saddle-club-blvd-spicewood-tx-78669-9642648',
    );
    expect(listingPagePath({ ListingKeyNumeric: 5, url: null })).toBe('/listing-00000-5');
    expect(listingPagePath({ ListingKeyNumeric: 5, url: 'https://evil.example/x.html' })).toBe(
      '/listing-00000-5',
    );
    expect(listingKeyFromPath(listingPagePath({ ListingKeyNumeric: 5, url: null }))).toBe(5);
  });
});

describe('public remarks', () => {
  it('keeps 250 characters whole and cuts longer text to 249', () => {
    expect(cutRemarks('a'.repeat(250))).toEqual({ short: 'a'.repeat(250), cut: false });
    const long = cutRemarks('b'.repeat(251));
    expect(long.cut).toBe(true);
    expect(long.short).toHaveLength(249);
  });

  it('never splits a character in two', () => {
    const text = `${'é'.repeat(248)}🏡🏡🏡`;
    expect(Array.from(cutRemarks(text).short)).toHaveLength(249);
    expect(cutRemarks(text).short.endsWith('🏡')).toBe(true);
  });
});

describe('photo mosaic', () => {
  it('shows one photo below 800 px, 4 more from 800 and 6 more from 1600', () => {
    expect(mosaicLayout(799)).toEqual({ mode: 'single', extraSlots: 0, perView: 1 });
    expect(mosaicLayout(800)).toEqual({ mode: 'mosaic', extraSlots: 4, perView: 3 });
    expect(mosaicLayout(1599).extraSlots).toBe(4);
    expect(mosaicLayout(1600).extraSlots).toBe(6);
  });

  it('fills the slots with the next photos, wrapping, and leaves empty slots for missing photos', () => {
    expect(mosaicSlots(1, 9, 4)).toEqual([2, 3, 4, 5]);
    expect(mosaicSlots(8, 9, 4)).toEqual([9, 1, 2, 3]);
    expect(mosaicSlots(1, 3, 4)).toEqual([2, 3, null, null]);
    expect(mosaicSlots(1, 0, 4)).toEqual([null, null, null, null]);
  });

  it('steps forward and back around the ends', () => {
    expect(stepPhoto(6, 6, 1)).toBe(1);
    expect(stepPhoto(1, 6, -1)).toBe(6);
    expect(stepPhoto(3, 6, 1)).toBe(4);
  });
});

describe('straight-line distance', () => {
  it('measures Austin to Houston at about 146 miles', () => {
    const miles = straightLineMiles({ lat: 30.2672, lng: -97.7431 }, { lat: 29.7604, lng: -95.3698 });
    expect(miles).toBeGreaterThan(144);
    expect(miles).toBeLessThan(148);
  });

  it('is 0 for the same point', () => {
    expect(straightLineMiles({ lat: 30, lng: -97 }, { lat: 30, lng: -97 })).toBe(0);
  });
});

describe('virtual tours', () => {
  const tours = {
    VirtualTourURLBranded: 'https://tour.example/b',
    VirtualTourURLUnbranded: 'https://tour.example/u',
  };
  it('links the branded tour for own listings (rtlist 1) and the unbranded one otherwise', () => {
    expect(virtualTourLinks({ rtlist: true, ...tours })).toEqual([
      { href: 'https://tour.example/b', branded: true },
    ]);
    expect(virtualTourLinks({ rtlist: false, ...tours })).toEqual([
      { href: 'https://tour.example/u', branded: false },
    ]);
  });

  it('offers no link that is not http(s)', () => {
    expect(
      virtualTourLinks({
        rtlist: false,
        VirtualTourURLBranded: null,
        VirtualTourURLUnbranded: 'javascript:alert(1)',
      }),
    ).toEqual([]);
  });
});

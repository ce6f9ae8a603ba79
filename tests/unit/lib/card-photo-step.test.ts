import { describe, expect, it } from 'vitest';
import { type CardPhotoInput, cardPhotoStep } from '../../../src/lib/card-photo-step';

const base = 'https://api.example.com/';
const input = (over: Partial<CardPhotoInput>): CardPhotoInput => ({
  listingKey: 77,
  n: 3,
  cdn: 'https://cdn.example.com/77/3.jpg',
  collateral: '/api/collateral/images/{ListingKeyNumeric}',
  base,
  failures: 0,
  ...over,
});

describe('cardPhotoStep', () => {
  it('shows the CDN photo first', () => {
    expect(cardPhotoStep(input({}))).toEqual({ kind: 'image', src: 'https://cdn.example.com/77/3.jpg' });
  });

  it('after the CDN photo failed, looks the photo up on the collateral host by listing key', () => {
    expect(cardPhotoStep(input({ failures: 1 }))).toEqual({
      kind: 'lookup',
      listUrl: 'https://api.example.com/api/collateral/images/77',
    });
  });

  it('then shows photo n of the collateral list, by img_order', () => {
    const collateralMedia = [
      { MediaURL: 'https://collateral.example.com/77-a.jpg', img_order: 1 },
      { MediaURL: 'https://collateral.example.com/77-c.jpg', img_order: 3 },
    ];
    expect(cardPhotoStep(input({ failures: 1, collateralMedia }))).toEqual({
      kind: 'image',
      src: 'https://collateral.example.com/77-c.jpg',
    });
    expect(cardPhotoStep(input({ failures: 2, collateralMedia }))).toEqual({ kind: 'placeholder' });
  });

  it('uses a collateral template with {n} as the photo address itself', () => {
    const collateral = 'https://collateral.example.com/{ListingKeyNumeric}/{n}.jpg';
    expect(cardPhotoStep(input({ failures: 1, collateral }))).toEqual({
      kind: 'image',
      src: 'https://collateral.example.com/77/3.jpg',
    });
  });

  it('shows the placeholder when the collateral host has no such photo or the lookup failed', () => {
    expect(cardPhotoStep(input({ failures: 1, collateralMedia: [] }))).toEqual({ kind: 'placeholder' });
  });

  it('never loads the same broken address twice', () => {
    const collateralMedia = [{ MediaURL: 'https://cdn.example.com/77/3.jpg', img_order: 3 }];
    expect(cardPhotoStep(input({ failures: 1, collateralMedia }))).toEqual({ kind: 'placeholder' });
  });

  it('goes to the collateral host at once when there is no CDN path', () => {
    expect(cardPhotoStep(input({ cdn: null })).kind).toBe('lookup');
  });

  it('shows the placeholder when neither host is known', () => {
    expect(cardPhotoStep(input({ cdn: null, collateral: null }))).toEqual({ kind: 'placeholder' });
  });
});

import { describe, expect, it } from 'vitest';
import { storedPhotoSrcsets, storedPhotoUrl } from '../../../../src/lib/photos/stored-photo-url';

const id = 'f'.repeat(32);

describe('stored photo URLs', () => {
  it('gives a stored photo every width in AVIF, WebP and JPEG, best first, on the API host', () => {
    const src = storedPhotoUrl(id, 'https://api.example.com/');
    expect(src).toBe(`https://api.example.com/media/${id}/800.jpg`);
    expect(storedPhotoSrcsets(src)).toEqual(
      ['avif', 'webp', 'jpg'].map((format, index) => ({
        type: ['image/avif', 'image/webp', 'image/jpeg'][index],
        srcset: [400, 800, 1280, 1920]
          .map((width) => `https://api.example.com/media/${id}/${width}.${format} ${width}w`)
          .join(', '),
      })),
    );
  });

  it('offers nothing more for any other photo: a demo drawing, another host’s JPEG', () => {
    expect(storedPhotoSrcsets('https://api.example.com/photos/77/1.svg')).toEqual([]);
    expect(storedPhotoSrcsets('https://cdn.example.com/media/abc/800.jpg')).toEqual([]);
  });
});

import { photoScene } from '../photos/photo-scene';
import type { MediaRow } from './listing-rows';

/**
 * The listing's photo rows. Each URL names a generated SVG served by the photo route; its
 * LongDescription comes from the same scene table the renderer draws from, so words and picture agree.
 */
export function buildMedia(key: number, photoCount: number): MediaRow[] {
  return Array.from({ length: photoCount }, (_, index) => {
    const order = index + 1;
    return {
      listing_key_numeric: key,
      img_order: order,
      media_url: `/photos/${key}/${order}.svg`,
      long_description: photoScene(key, order).description,
    };
  });
}

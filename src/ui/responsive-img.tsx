import type { ImgHTMLAttributes } from 'react';
import { storedPhotoSrcsets } from '../lib/photos/stored-photo-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the photo shows, as the `sizes` attribute says it ('(max-width: 640px) 100vw, 400px'). */
  sizes: string;
};

/**
 * An `<img>`; for an MLS photo stored on the API's host, inside a `<picture>` offering AVIF and WebP in
 * every stored width, the JPEGs as the img's own srcset, so the browser fetches the smallest file that
 * fills the photo's box in the best format it reads.
 */
export function ResponsiveImg({ src, sizes, alt, ...img }: Props) {
  const srcsets = storedPhotoSrcsets(src);
  const jpeg = srcsets.at(-1);
  if (jpeg === undefined) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      {srcsets.slice(0, -1).map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={sizes} />
      ))}
      <img src={src} srcSet={jpeg.srcset} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}

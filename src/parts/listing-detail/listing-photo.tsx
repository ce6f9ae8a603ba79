import { useState } from 'react';
import { ResponsiveImg } from '../../ui/responsive-img';
import { useT } from '../../ui/use-t';

interface Props {
  /** The image; null when there is none (the no-image icon), undefined while its address is looked up. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  /**
   * A failed image: the owner moves on to the photo's next source (see `usePhotoSteps`). Without it a
   * broken image shows the no-image icon.
   */
  onError?: (src: string) => void;
  /** How wide the photo shows (the `sizes` attribute); a stored MLS photo is fetched at that width. */
  sizes?: string;
}

/** One photo of the detail modal; a missing or broken photo shows the no-image icon instead. */
export function ListingPhoto({ src, alt, className, loading = 'lazy', onError, sizes = '100vw' }: Props) {
  const { t } = useT();
  const [failed, setFailed] = useState<string | null>(null);
  if (src === undefined) return <div className={['no-image', className].filter(Boolean).join(' ')} />;
  if (src === null || failed === src) {
    return (
      <div
        className={['no-image', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={t('detail.noImage')}
      >
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path
            fill="currentColor"
            d="M21 5v11.6l-2-2V5H7.4l-2-2H19a2 2 0 0 1 2 2ZM2.8 2.8 1.4 4.2 3 5.8V19a2 2 0 0 0 2 2h13.2l1.6 1.6 1.4-1.4ZM5 19V7.8l4.6 4.6-2.1 2.8-1.5-1.8L5 17h9.2l-1.7-1.7L11 17l-1.5-1.8L5 19Z"
          />
        </svg>
      </div>
    );
  }
  return (
    <ResponsiveImg
      // A new source is a new image: its error must not be taken for the previous one's.
      key={src}
      className={className}
      src={src}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => (onError ? onError(src) : setFailed(src))}
    />
  );
}

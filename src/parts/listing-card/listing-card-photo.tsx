import type { CardPhotoStep } from '../../lib/card-photo-step';
import { ResponsiveImg } from '../../ui/responsive-img';
import { useT } from '../../ui/use-t';

interface Props {
  step: CardPhotoStep;
  alt: string;
  blurred?: boolean;
  /** The page's largest paint (a first card's first photo): fetched before the other images. */
  priority?: boolean;
  onError: (src: string) => void;
}

/** One card photo at its current fallback step: the image, nothing yet (a lookup runs), or the placeholder. */
export function ListingCardPhoto({ step, alt, blurred = false, priority = false, onError }: Props) {
  const { t } = useT();
  if (step.kind === 'lookup') return <div className="photo" />;
  if (step.kind === 'placeholder') {
    return blurred ? (
      <div className="photo" />
    ) : (
      <div className="photo-missing">{t('card.photoUnavailable')}</div>
    );
  }
  return (
    <ResponsiveImg
      // A new source is a new image: its error must not be taken for the previous one's.
      key={step.src}
      className={blurred ? 'photo blurred' : 'photo'}
      src={step.src}
      // A card is the phone's width in one column, else at most about 400 CSS pixels.
      sizes="(max-width: 640px) 100vw, 400px"
      alt={alt}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      draggable={false}
      width={800}
      height={533}
      onError={() => onError(step.src)}
    />
  );
}

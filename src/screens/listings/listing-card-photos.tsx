import { useState } from 'react';
import { ANONYMOUS_PHOTOS } from '../../lib/constants';
import { useT } from '../../ui/use-t';

interface Props {
  address: string;
  count: number;
  /** URL of photo n (1-based); null when it is not known. */
  photoUrl: (n: number) => string | null;
  /** Anonymous visitors see the first photos only (SPEC §6). */
  limited: boolean;
}

/**
 * The card's photo carousel: previous / next wrap around, a counter reads 'n/total', photos load lazily
 * (the browser fetches the first when the card nears the viewport), a failed photo shows a placeholder,
 * and anonymous visitors get an 'Unlock + N Photos' veil from the fifth photo on.
 */
export function ListingCardPhotos({ address, count, photoUrl, limited }: Props) {
  const { t, tp } = useT();
  const [current, setCurrent] = useState(1);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const total = Math.max(count, 0);
  const locked = limited && current > ANONYMOUS_PHOTOS;
  const step = (delta: number) => setCurrent((n) => ((n - 1 + delta + total) % total) + 1);
  const src = photoUrl(current);

  if (total === 0) {
    return (
      <div className="photos">
        <div className="photo-missing">{t('card.photoUnavailable')}</div>
      </div>
    );
  }
  return (
    <div className="photos">
      {src === null || failed.has(current) ? (
        <div className="photo-missing">{t('card.photoUnavailable')}</div>
      ) : (
        <img
          key={current}
          className={locked ? 'photo blurred' : 'photo'}
          src={src}
          alt={locked ? '' : t('card.photoAlt', { current, address })}
          loading="lazy"
          decoding="async"
          width={800}
          height={533}
          onError={() => setFailed((set) => new Set(set).add(current))}
        />
      )}
      {locked && <p className="unlock">{tp('card.unlockPhotos', total - ANONYMOUS_PHOTOS)}</p>}
      {total > 1 && (
        <>
          <button
            type="button"
            className="photo-nav prev"
            onClick={() => step(-1)}
            aria-label={t('card.prevPhoto')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="photo-nav next"
            onClick={() => step(1)}
            aria-label={t('card.nextPhoto')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <span className="counter">{t('card.photoCounter', { current, total })}</span>
    </div>
  );
}

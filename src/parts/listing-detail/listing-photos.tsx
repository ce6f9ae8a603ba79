import { useEffect, useRef, useState } from 'react';
import { mosaicLayout, mosaicSlots, stepPhoto } from '../../lib/listing-detail/mosaic-layout';
import { useT } from '../../ui/use-t';
import { ListingPhoto } from './listing-photo';
import { PhotoGallery } from './photo-gallery';
import type { PhotoList } from './photo-list';
import { useViewportWidth } from './use-viewport-width';

interface Props {
  /** The photos, each with its fallback chain (a broken image tries the next source, then the icon). */
  photos: PhotoList;
  address: string;
}

/**
 * The modal's photos (SPEC §2): from 800 px a mosaic, the current photo at half width beside 4 more
 * (6 from 1600 px; empty slots show the no-image icon); below 800 px one photo at a time. The side
 * arrows, the keyboard's Left / Right arrows anywhere in the modal, a grid photo and the thumbnails
 * change the photo; 'See all N photos' opens the full-screen gallery.
 */
export function ListingPhotos({ photos, address }: Props) {
  const { t, tp } = useT();
  const width = useViewportWidth();
  const layout = mosaicLayout(width);
  const { total } = photos;
  const [current, setCurrent] = useState(1);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  const photo = (n: number) => photos.src(n);
  const onError = (n: number) => (src: string) => photos.fail(n, src);

  // The arrow keys work wherever focus is in the modal (or the page of a single house), except in fields.
  useEffect(() => {
    const element = region.current;
    const scope = element?.closest('dialog') ?? element?.parentElement;
    if (!scope || total < 2) return;
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || galleryOpen) return;
      const target = event.composedPath()[0];
      if (
        target instanceof HTMLElement &&
        target.closest('input, textarea, select, [contenteditable], .gallery')
      )
        return;
      if (event.key === 'ArrowRight') setCurrent((n) => stepPhoto(n, total, 1));
      else if (event.key === 'ArrowLeft') setCurrent((n) => stepPhoto(n, total, -1));
      else return;
      event.preventDefault();
    };
    scope.addEventListener('keydown', onKey);
    return () => scope.removeEventListener('keydown', onKey);
  }, [total, galleryOpen]);

  const slots = mosaicSlots(current, total, layout.extraSlots);
  return (
    <section
      ref={region}
      className={`detail-photos layout-${layout.mode}`}
      aria-label={t('detail.photos', { address })}
    >
      <div className="mosaic">
        <div className="main-photo">
          <ListingPhoto
            src={photo(current)}
            alt={t('detail.photoOf', { current, total })}
            sizes="(max-width: 900px) 100vw, 60vw"
            loading="eager"
            onError={onError(current)}
          />
          {total > 1 && (
            <>
              <button
                type="button"
                className="photo-arrow prev"
                onClick={() => setCurrent((n) => stepPhoto(n, total, -1))}
                aria-label={t('detail.previousPhoto')}
              >
                ‹
              </button>
              <button
                type="button"
                className="photo-arrow next"
                onClick={() => setCurrent((n) => stepPhoto(n, total, 1))}
                aria-label={t('detail.nextPhoto')}
              >
                ›
              </button>
            </>
          )}
          <p className="photo-counter" aria-live="polite">
            {total > 0 ? `${current}/${total}` : t('detail.noImage')}
          </p>
        </div>
        {layout.mode === 'mosaic' && (
          <div className={`mosaic-grid slots-${layout.extraSlots}`}>
            {slots.map((n, i) =>
              n === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their place
                <ListingPhoto key={`empty-${i}`} src={null} alt="" className="slot" />
              ) : (
                <button
                  key={n}
                  type="button"
                  className="slot"
                  onClick={() => setCurrent(n)}
                  aria-label={t('detail.showPhoto', { n })}
                >
                  <ListingPhoto
                    src={photo(n)}
                    alt=""
                    sizes="(max-width: 900px) 50vw, 20vw"
                    onError={onError(n)}
                  />
                </button>
              ),
            )}
          </div>
        )}
      </div>
      {total > 1 && (
        <ul className="thumbnails" aria-label={t('detail.thumbnails')}>
          {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <button
                type="button"
                className="thumbnail"
                aria-current={current === n ? 'true' : undefined}
                aria-label={t('detail.showPhoto', { n })}
                onClick={() => setCurrent(n)}
              >
                <ListingPhoto src={photo(n)} alt="" sizes="120px" onError={onError(n)} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > 0 && (
        <button type="button" className="see-all" onClick={() => setGalleryOpen(true)}>
          {tp('detail.seeAllPhotos', total)}
        </button>
      )}
      <PhotoGallery
        open={galleryOpen}
        onClose={() => setGalleryOpen(false)}
        photos={photos}
        address={address}
        start={current}
      />
    </section>
  );
}
